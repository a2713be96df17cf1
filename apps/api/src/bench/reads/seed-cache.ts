import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNodeScript, SCRIPTS } from './node-child';
import { readSeedManifest, SEED_MANIFEST, type SeedManifest } from './seed-manifest';
import { SEED_PLAN_VERSION } from './seed-plan';

/**
 * Only the event log is cached (events.sqlite also holds the id sequences): read models are rebuilt from it
 * on every run, so a cache seeded before a read-store format change stays usable after it.
 */
const LOG_FILES = ['events.sqlite', 'events.sqlite-wal'];

export interface SeededLog {
  manifest: SeedManifest;
  seededNow: boolean;
  seconds: number;
}

/** Reuses `cacheDir` when it holds a seed of this plan and scale; otherwise seeds it (minutes at scale 1). */
export async function ensureSeededLog(cacheDir: string, scale: number): Promise<SeededLog> {
  const startedAt = Date.now();
  const cached = readSeedManifest(cacheDir);
  if (cached && cached.scale !== scale)
    throw new Error(
      `${cacheDir} holds a seed at scale ${cached.scale}, not ${scale}: set BENCH_READS_DATA to another folder`,
    );
  if (cached?.planVersion === SEED_PLAN_VERSION && existsSync(join(cacheDir, LOG_FILES[0])))
    return { manifest: cached, seededNow: false, seconds: 0 };
  console.log(`Seeding ${cacheDir} (scale ${scale}); later runs reuse it, delete it to seed again.`);
  const work = mkdtempSync(join(tmpdir(), 'ledgerline-bench-seed-'));
  try {
    await runNodeScript(SCRIPTS.seed, { DATA_DIR: work, BENCH_READS_SCALE: String(scale) });
    mkdirSync(cacheDir, { recursive: true });
    // The manifest goes last: a cache without one is never reused.
    for (const file of [SEED_MANIFEST, ...LOG_FILES]) rmSync(join(cacheDir, file), { force: true });
    for (const file of [...LOG_FILES, SEED_MANIFEST])
      if (existsSync(join(work, file))) copyFileSync(join(work, file), join(cacheDir, file));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const manifest = readSeedManifest(cacheDir);
  if (!manifest) throw new Error(`Seeding left no ${SEED_MANIFEST}`);
  return { manifest, seededNow: true, seconds: (Date.now() - startedAt) / 1000 };
}

/** A fresh DATA_DIR holding a copy of the cached log, so a run never changes the cache. */
export function copyLogToRunDir(cacheDir: string): string {
  const runDir = mkdtempSync(join(tmpdir(), 'ledgerline-bench-reads-run-'));
  for (const file of LOG_FILES)
    if (existsSync(join(cacheDir, file))) copyFileSync(join(cacheDir, file), join(runDir, file));
  return runDir;
}
