import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { AUDIT_EVIDENCE_SETTINGS, type AuditEvidenceSettings } from '../audit-evidence.settings';
import { ChainAnchoring } from './chain-anchoring.service';

/**
 * The embedded profile anchors the head on an interval in the API process (the signing key is made here on
 * first start). With REDIS_URL the BullMQ worker (`npm run worker`) does it, so several API processes never
 * all anchor (anchor-worker.ts).
 */
@Injectable()
export class AnchorScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ChainAnchors');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly anchoring: ChainAnchoring,
    @Inject(AUDIT_EVIDENCE_SETTINGS) private readonly settings: AuditEvidenceSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.redisUrl || this.settings.anchorEveryMs <= 0) return;
    try {
      this.anchoring.keyring.current();
    } catch (error) {
      this.logger.error(`No audit signing key in ${this.settings.dir}: ${String(error)}`);
    }
    this.timer = setInterval(() => void this.tick(), this.settings.anchorEveryMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.anchoring
      .anchorHead('schedule', true)
      .catch((error: unknown) => this.logger.error(`Anchoring the chain failed: ${String(error)}`));
    await this.running;
    this.running = null;
  }
}
