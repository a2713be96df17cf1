/**
 * One status line that rewrites itself on a terminal; elsewhere (CI logs, files) a line at most every
 * `quietMs`, so a long wait still shows it is alive without flooding the log.
 */
export class ProgressLine {
  private lastPrinted = 0;
  private shown = false;

  constructor(
    private readonly stream: NodeJS.WriteStream = process.stdout,
    private readonly quietMs = 10_000,
  ) {}

  update(text: string): void {
    if (this.stream.isTTY) {
      this.stream.write(`\r${text.slice(0, (this.stream.columns ?? 120) - 1)}\x1b[K`);
      this.shown = true;
      return;
    }
    const now = Date.now();
    if (now - this.lastPrinted < this.quietMs) return;
    this.lastPrinted = now;
    this.stream.write(`${text}\n`);
  }

  /** Leaves the final text on its own line. */
  done(text: string): void {
    if (this.stream.isTTY && this.shown) this.stream.write(`\r${text}\x1b[K\n`);
    else this.stream.write(`${text}\n`);
    this.shown = false;
    this.lastPrinted = 0;
  }
}

export const seconds = (fromMs: number): string => `${((Date.now() - fromMs) / 1000).toFixed(0)} s`;
export const thousands = (value: number): string => Math.round(value).toLocaleString('en-US');
