import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { ApiProcess, BaselineProcess } from './api-process';
import { waitUntilCaughtUp, waitUntilIdle } from './api-readiness';
import { login } from './api-session';
import { measureRequest, type MeasuredRow } from './measure-request';
import { RssSampler, readMemory } from './process-stats';
import { thousands } from './progress-line';
import { readRequests } from './read-requests';
import { type ReadsOptions, readsOptions, TARGETS } from './reads-options';
import { formatRow, rowNotes, summary, tableHeader } from './reads-report';
import { copyLogToRunDir, ensureSeededLog } from './seed-cache';
import type { SeedManifest } from './seed-manifest';
import { runNodeScript, SCRIPTS } from './node-child';

const since = (startedAt: number) => (Date.now() - startedAt) / 1000;
const scanNote = (ms: number) =>
  ms > 0
    ? `deadline scan every ${ms / 1000} s`
    : 'deadline scan timer off: BENCH_READS_DEADLINE_SCAN_MS=60000 runs it';
/** Other work on the machine skews every figure: the load average is printed before and after measuring. */
const machineLoad = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;

function describe(manifest: SeedManifest, options: ReadsOptions): string[] {
  const m = manifest.measured;
  const entities = m.entities.company + m.entities.individual + m.entities.trust;
  const all = entities + manifest.others.accounts * manifest.others.entitiesEach;
  return [
    `Installation: ${manifest.others.accounts + 1} accounts, ${thousands(all)} entities, ${thousands(manifest.events)} events (seed scale ${manifest.scale}, seeded ${manifest.seededAt.slice(0, 10)} in ${manifest.seedSeconds} s, cached in ${options.cacheDir})`,
    `  measured account '${m.username}': ${thousands(entities)} entities (${thousands(m.entities.company)} companies, ${thousands(m.entities.individual)} individuals, ${thousands(m.entities.trust)} trusts), ${thousands(m.relationships)} relationships in ownership structures up to 4 levels deep, ${thousands(m.assets)} assets, ${m.groups} groups (${thousands(m.groupMembers)} members)`,
    `  other accounts: ${manifest.others.accounts} x ${thousands(manifest.others.entitiesEach)} entities; deadline scan: ${thousands(manifest.deadlineScan.filingsPlanned)} filings, ${thousands(manifest.deadlineScan.notificationsRaised)} notifications`,
    `  search term '${m.searchTerm}'; beneficial owners of company ${m.boCompanyId} (${m.boCompanyLevel} levels below its holding company)`,
    `Load: undici, per request 1 client for ${options.singleClientSeconds} s then ${options.clients} clients for ${options.seconds} s, each next to the same load on a plain node:http server (own process) answering a fixed JSON body of the product's answer size; ratio = product req/s / baseline req/s`,
    `Targets: p99 <= ${TARGETS.p99ManyClientsMs} ms at ${options.clients} clients, p99 <= ${TARGETS.p99OneClientMs} ms for one client, API peak RSS < ${TARGETS.peakRssMb} MB`,
  ];
}

/** The screens' reads at the sizes the plans sell, against the built API in its own process. */
export async function runReadsBenchmark(): Promise<void> {
  const options = readsOptions();
  const seeded = await ensureSeededLog(options.cacheDir, options.scale);
  const runDir = copyLogToRunDir(options.cacheDir);
  let api: ApiProcess | null = null;
  let baseline: BaselineProcess | null = null;
  try {
    const rebuildStartedAt = Date.now();
    await runNodeScript(SCRIPTS.rebuildProjections, { DATA_DIR: runDir });
    const rebuildSeconds = since(rebuildStartedAt);
    api = await ApiProcess.start(runDir, join(runDir, 'api.log'), options.deadlineScanMs);
    baseline = await BaselineProcess.start();
    const sampler = new RssSampler(api.pid);
    await waitUntilCaughtUp(api);
    await waitUntilIdle(api.pid);
    const startRssMb = readMemory(api.pid)?.rssMb ?? 0;
    const cookie = await login(api.origin, seeded.manifest.measured.username, seeded.manifest.password);
    const measuringStartedAt = Date.now();
    console.log(['', ...describe(seeded.manifest, options)].join('\n'));
    console.log(
      `API: node apps/api/dist/main.js (embedded SQLite, ${scanNote(options.deadlineScanMs)}), pid ${api.pid}, RSS ${thousands(startRssMb)} MB when idle before measuring`,
    );
    console.log(`Machine before measuring: ${machineLoad()}\n`);
    console.log(tableHeader());
    const rows: MeasuredRow[] = [];
    for (const request of readRequests(seeded.manifest, options.paths)) {
      const measured = await measureRequest(request, { api, baseline, cookie, sampler, options });
      measured.forEach((row, i) => {
        console.log(formatRow(row, i === 0));
        rowNotes(row, row.clients === 1 ? options.singleClientSeconds : options.seconds).forEach((n) =>
          console.log(n),
        );
      });
      rows.push(...measured);
      if (api.exitStatus() !== null) throw new Error(`The API exited (${api.exitStatus()})`);
    }
    const peakRssMb = sampler.peakMb();
    sampler.stop();
    console.log(['', ...summary(rows, peakRssMb), `Machine after measuring: ${machineLoad()}`].join('\n'));
    console.log(
      `Times: seeding ${seeded.seededNow ? `${seeded.seconds.toFixed(0)} s` : 'cached'}, read-model rebuild from the log ${rebuildSeconds.toFixed(0)} s, measuring ${since(measuringStartedAt).toFixed(0)} s`,
    );
  } catch (error) {
    if (api) console.error(`API log (last lines):\n${api.logTail()}`);
    throw error;
  } finally {
    await Promise.all([api?.stop(), baseline?.stop()]);
    rmSync(runDir, { recursive: true, force: true });
  }
}
