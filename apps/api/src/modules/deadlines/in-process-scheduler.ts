import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { IntervalTask } from '../../shared/interval-task';
import { DeadlineScanService } from './deadline-scan.service';

/**
 * The embedded profile's scheduler: the deadline scan runs in the API process on an interval. With REDIS_URL
 * the BullMQ worker (`npm run worker`) runs it instead, so several API processes never all scan.
 */
@Injectable()
export class InProcessScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: IntervalTask;

  constructor(
    scans: DeadlineScanService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.task = new IntervalTask('Deadline scan', () => scans.scanAll());
  }

  onApplicationBootstrap(): void {
    if (this.config.redisUrl || this.config.deadlineScanMs <= 0) return;
    this.task.start(this.config.deadlineScanMs, 1000);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }
}
