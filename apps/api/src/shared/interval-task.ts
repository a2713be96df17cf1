import { Logger } from '@nestjs/common';

/**
 * Runs `task` every `everyMs` in this process, never two at once; a failure is logged and the next tick
 * tries again. `stop` waits for a run under way.
 */
export class IntervalTask {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly name: string,
    private readonly task: () => Promise<unknown>,
  ) {
    this.logger = new Logger(name);
  }

  start(everyMs: number, firstAfterMs?: number): void {
    this.timer = setInterval(() => void this.tick(), everyMs);
    this.timer.unref();
    if (firstAfterMs !== undefined) setTimeout(() => void this.tick(), firstAfterMs).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.task().catch((error: unknown) =>
      this.logger.error(`${this.name} failed: ${String(error)}`),
    );
    await this.running;
    this.running = null;
  }
}
