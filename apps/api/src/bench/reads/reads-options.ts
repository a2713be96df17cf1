import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The targets, printed next to the figures. */
export const TARGETS = { p99ManyClientsMs: 50, p99OneClientMs: 10, peakRssMb: 500 };

export interface ReadsOptions {
  /** 1 = the sizes (10,000 + 5,000 + 20 x 5,000); 0.1 for a quick run. */
  scale: number;
  /** The cached, seeded event log. */
  cacheDir: string;
  clients: number;
  seconds: number;
  singleClientSeconds: number;
  /** Substrings of the request paths to measure (all when empty). */
  paths: string[];
  /**
   * The API's DEADLINE_SCAN_MS. Off (0) by default: the whole-installation scan would otherwise land inside
   * some runs and not others; the seeding has already run it once, so filings and notifications exist.
   */
  deadlineScanMs: number;
}

const positive = (name: string, value: string | undefined, fallback: number): number => {
  const number = Number(value ?? fallback);
  if (!(number > 0)) throw new Error(`${name} must be a positive number, got ${value}`);
  return number;
};

export function readsOptions(env: NodeJS.ProcessEnv = process.env): ReadsOptions {
  const scale = positive('BENCH_READS_SCALE', env.BENCH_READS_SCALE, 1);
  const folder = scale === 1 ? 'ledgerline-bench-reads-data' : `ledgerline-bench-reads-data-x${scale}`;
  return {
    scale,
    cacheDir: env.BENCH_READS_DATA || join(tmpdir(), folder),
    clients: Math.round(positive('BENCH_READS_CLIENTS', env.BENCH_READS_CLIENTS, 50)),
    seconds: positive('BENCH_READS_SECONDS', env.BENCH_READS_SECONDS, 10),
    singleClientSeconds: positive('BENCH_READS_SINGLE_SECONDS', env.BENCH_READS_SINGLE_SECONDS, 5),
    paths: (env.BENCH_READS_PATHS ?? '').split(',').filter((p) => p.trim() !== ''),
    deadlineScanMs: Number(env.BENCH_READS_DEADLINE_SCAN_MS ?? 0),
  };
}
