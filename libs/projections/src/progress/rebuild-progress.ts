import { SingleBar } from 'cli-progress';
import type { CatchUpProgress } from '../runner/projection-runner.types';

export interface RebuildProgressOptions {
  /** Default: process.stdout. A bar is drawn only when the stream is a TTY. */
  stream?: NodeJS.WritableStream & { isTTY?: boolean };
  label?: string;
  /** Milliseconds clock, injectable for tests. */
  now?: () => number;
}

export interface RebuildProgressRenderer {
  onProgress(progress: CatchUpProgress): void;
  /** Draws the final state; call once when the rebuild ends. */
  stop(): void;
}

const formatRate = (processed: number, elapsedMs: number) =>
  String(Math.round(processed / Math.max(elapsedMs / 1000, 0.001)));

/**
 * Shows processed/total events and the rate (events/s): a live bar on a terminal, and when the
 * output is piped or logged a plain line every 10 % so logs stay readable.
 */
export function renderRebuildProgress(options: RebuildProgressOptions = {}): RebuildProgressRenderer {
  const stream = options.stream ?? process.stdout;
  const label = options.label ?? 'Rebuilding projections';
  const now = options.now ?? Date.now;
  const startedAt = now();
  let latest: CatchUpProgress = { processed: 0, total: 0 };

  if (stream.isTTY) {
    const bar = new SingleBar({
      stream: stream as NodeJS.WriteStream,
      format: `${label} [{bar}] {percentage}% | {value}/{total} events | {rate} events/s | ETA {eta_formatted}`,
      hideCursor: true,
    });
    let started = false;
    return {
      onProgress(progress) {
        latest = progress;
        const payload = { rate: formatRate(progress.processed, now() - startedAt) };
        if (!started) bar.start(progress.total, progress.processed, payload);
        else {
          bar.setTotal(progress.total);
          bar.update(progress.processed, payload);
        }
        started = true;
      },
      stop() {
        if (started) bar.stop();
      },
    };
  }

  let printedTenths = -1;
  const line = (progress: CatchUpProgress) => {
    const percent = progress.total === 0 ? 100 : Math.floor((progress.processed / progress.total) * 100);
    const rate = formatRate(progress.processed, now() - startedAt);
    stream.write(
      `${label}: ${percent}% (${progress.processed}/${progress.total} events, ${rate} events/s)\n`,
    );
  };
  return {
    onProgress(progress) {
      latest = progress;
      const tenths = progress.total === 0 ? 10 : Math.floor((progress.processed / progress.total) * 10);
      if (tenths > printedTenths) {
        printedTenths = tenths;
        line(progress);
      }
    },
    stop() {
      if (printedTenths < 10) line(latest);
    },
  };
}
