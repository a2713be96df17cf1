import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { IntervalTask } from '../../../shared/interval-task';
import { AUDIT_EVIDENCE_SETTINGS, type AuditEvidenceSettings } from '../audit-evidence.settings';
import { ChainAnchoring } from './chain-anchoring.service';

/**
 * The embedded profile anchors the head on an interval in the API process (the signing key is made here on
 * first start). With REDIS_URL the BullMQ worker (`npm run worker`) does it, so several API processes never
 * all anchor (anchor-worker.ts).
 */
@Injectable()
export class AnchorScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly task: IntervalTask;

  constructor(
    private readonly anchoring: ChainAnchoring,
    @Inject(AUDIT_EVIDENCE_SETTINGS) private readonly settings: AuditEvidenceSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.task = new IntervalTask('Chain anchoring', () => anchoring.anchorSchedule());
  }

  onApplicationBootstrap(): void {
    if (this.config.redisUrl || this.settings.anchorEveryMs <= 0) return;
    try {
      this.anchoring.keyring.current();
    } catch (error) {
      new Logger('ChainAnchoring').error(`No audit signing key in ${this.settings.dir}: ${String(error)}`);
    }
    this.task.start(this.settings.anchorEveryMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }
}
