import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeBeneficialOwners, generateSyntheticGraph, seededRandom } from '@ledgerline/ownership';
import { openSqliteReadStore, type Projector } from '@ledgerline/projections';
import type { GraphIndexReader } from '../modules/entities/queries/entity-graph/graph-index.reader';
import { graphSnapshot } from '../modules/entities/queries/entity-graph/graph-snapshot';
import { ownerPeriods, ownerPeriodsOver } from '../modules/ownership/owner-periods';
import { everUpstream, ownerSetHistory } from '../modules/ownership/owner-set-history';
import {
  changeDaysOf,
  KNOWN_NOW,
  knownSlice,
  knownSliceVersions,
} from '../modules/ownership/projections/known-at-slice';
import {
  OwnershipGraphProjector,
  OWNERSHIP_GRAPH,
} from '../modules/ownership/projections/ownership-graph.projector';
import { OwnershipHistoryProjector } from '../modules/ownership/projections/ownership-history.projector';
import { upstreamSlice } from '../modules/ownership/projections/ownership-slice';
import { relationshipsKnownAt } from '../modules/relationships/queries/relationships-at';
import { ACCOUNT_ID } from '../testing/given-events';
import { registerChanges, registerEvents } from '../testing/ownership-registers';
import { recorded } from '../testing/projection-harness';

const CHUNK = 5_000;
const percentile = (samples: number[], p: number): string => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(2);
};
const summary = (samples: number[]) =>
  `p50 ${percentile(samples, 0.5)} ms, p90 ${percentile(samples, 0.9)} ms, p99 ${percentile(samples, 0.99)} ms (${samples.length} requests)`;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * Issue 12 section 2 (docs/decisions/0033): the bitemporal reads on one account of `entities` entities with a
 * history of `changes` changes, in-process on SQLite (no HTTP): what a request with `knownAt` reads and
 * computes against what the current path reads, and what the version history costs to project.
 */
export async function runBitemporalBenchmark(entities: number, changes: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-bitemporal-bench-'));
  const store = openSqliteReadStore(join(dir, 'read-models.sqlite'));
  try {
    const graph = generateSyntheticGraph({ entities, seed: 12 });
    const events = recorded([...registerEvents(graph), ...registerChanges(graph, 12, changes)]);
    const projectors: Projector[] = [new OwnershipGraphProjector(), new OwnershipHistoryProjector()];
    const projectSeconds: number[] = [];
    for (const projector of projectors) {
      await store.prepare?.(projector.collections, projector.layouts);
      projectSeconds.push(
        (await timed(async () => {
          for (let from = 0; from < events.length; from += CHUNK)
            await store.withCheckpoint(`bench-${projector.name}`, async (writer) => {
              for (const event of events.slice(from, from + CHUNK)) await projector.apply(event, writer);
              return null;
            });
        })) / 1000,
      );
    }
    const random = seededRandom(99);
    const companies = graph.entities.filter((e) => e.type !== 'individual');
    const targets = Array.from({ length: 200 }, () => companies[Math.floor(random() * companies.length)]!.id);
    // Moments once every entity is registered: the route answers an entity not yet registered without computing.
    const later = events.slice(graph.entities.length);
    const moments = targets.map(() => later[Math.floor(random() * later.length)]!.metadata.recordedAt);
    const asOf = '2026-01-01';
    const current: number[] = [];
    const currentWithPeriods: number[] = [];
    const onDay: number[] = [];
    const onDayKnown: number[] = [];
    const known: number[] = [];
    const periods: number[] = [];
    const links: number[] = [];
    const history: number[] = [];
    for (const [k, target] of targets.entries()) {
      current.push(
        await timed(async () => {
          const slice = await upstreamSlice(store, OWNERSHIP_GRAPH, ACCOUNT_ID, [target]);
          computeBeneficialOwners(slice, target, { asOf });
        }),
      );
      currentWithPeriods.push(
        await timed(async () => {
          const slice = await upstreamSlice(store, OWNERSHIP_GRAPH, ACCOUNT_ID, [target]);
          computeBeneficialOwners(slice, target, { asOf });
          ownerPeriods(slice, target, 5);
        }),
      );
      for (const [samples, moment] of [
        [onDay, KNOWN_NOW],
        [onDayKnown, moments[k]!],
      ] as const)
        samples.push(
          await timed(async () => {
            const { versions, graphOn } = await knownSliceVersions(store, ACCOUNT_ID, [target], moment);
            computeBeneficialOwners(graphOn(asOf), target, { asOf });
            ownerPeriodsOver(changeDaysOf(versions), graphOn, target, 5);
          }),
        );
      known.push(
        await timed(async () => {
          const slice = await knownSlice(store, ACCOUNT_ID, [target], moments[k]!);
          computeBeneficialOwners(slice, target, { asOf });
          ownerPeriods(slice, target, 5);
        }),
      );
      const slice = await upstreamSlice(store, OWNERSHIP_GRAPH, ACCOUNT_ID, [target]);
      periods.push(await timed(async () => ownerPeriods(slice, target, 5)));
      links.push(
        await timed(() => relationshipsKnownAt(store, ACCOUNT_ID, moments[k]!, { entityId: target })),
      );
      history.push(
        await timed(async () =>
          ownerSetHistory(await everUpstream(store, ACCOUNT_ID, target), target, {
            threshold: 5,
            timeZone: 'Africa/Johannesburg',
          }),
        ),
      );
    }
    const snapshots: number[] = [];
    for (const moment of moments.slice(0, 10))
      snapshots.push(
        await timed(() =>
          graphSnapshot(store, null as unknown as GraphIndexReader, ACCOUNT_ID, moment, asOf),
        ),
      );
    console.log(
      `Bitemporal reads (issue 12 section 2): one account, ${entities} entities, ${graph.relationships.length} links, then ${changes} changes (${events.length} events); load average ${loadavg()[0]!.toFixed(2)}`,
    );
    console.log(
      `  projecting the log: ownership graph ${projectSeconds[0]!.toFixed(1)} s, version history ${projectSeconds[1]!.toFixed(1)} s`,
    );
    console.log(`  BO now (slice read + engine, no cache): ${summary(current)}`);
    console.log(
      `  BO asOf before 0033's amendment (current slice + engine + owner periods, no cache): ${summary(currentWithPeriods)}`,
    );
    console.log(
      `  BO asOf (each link's version in force that day + engine + owner periods): ${summary(onDay)}`,
    );
    console.log(`  BO asOf + knownAt (versions as known then, in force that day): ${summary(onDayKnown)}`);
    console.log(`  BO knownAt (slice rebuilt from versions + engine + owner periods): ${summary(known)}`);
    console.log(`  owner periods on a current slice (once per graph version): ${summary(periods)}`);
    console.log(`  an entity's relationships knownAt: ${summary(links)}`);
    console.log(`  BO set history of a company: ${summary(history)}`);
    console.log(`  hierarchy/network snapshot of the whole account knownAt + asOf: ${summary(snapshots)}`);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
