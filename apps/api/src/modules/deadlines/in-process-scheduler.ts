import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DeadlineScanService } from './deadline-scan.service';

/**
 * The embedded profile's scheduler: the deadline scan runs in the API process on an interval. With REDIS_URL
 * the BullMQ worker (`npm run worker`) runs it instead, so several API processes never all scan.
 */
@Injectable()
export class InProcessScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DeadlineScheduler');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly scans: DeadlineScanService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.redisUrl || this.config.deadlineScanMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.config.deadlineScanMs);
    this.timer.unref();
    setTimeout(() => void this.tick(), 1000).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.scans
      .scanAll()
      .catch((error: unknown) => this.logger.error(`Deadline scan failed: ${String(error)}`));
    await this.running;
    this.running = null;
  }
}
