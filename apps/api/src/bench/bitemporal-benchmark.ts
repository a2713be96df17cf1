import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeBeneficialOwners, generateSyntheticGraph, seededRandom } from '@ledgerline/ownership';
import { openSqliteReadStore, type Projector } from '@ledgerline/projections';
import { DEFAULT_MAX_NODES } from '../modules/entities/queries/entity-graph/entity-graph.query';
import { growHierarchy } from '../modules/entities/queries/entity-graph/entity-hierarchy';
import type { GraphIndexReader } from '../modules/entities/queries/entity-graph/graph-index.reader';
import { graphSnapshot } from '../modules/entities/queries/entity-graph/graph-snapshot';
import { GraphSnapshots } from '../modules/entities/queries/entity-graph/graph-snapshots';
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
import type { AppConfig } from '../config/app-config';
import { AccountDays } from '../shared/account-days';
import { ACCOUNT_ID } from '../testing/given-events';
import { registerChanges, registerEvents } from '../testing/ownership-registers';
import { recorded } from '../testing/projection-harness';
import { referenceOwnerSetHistory } from './reference-owner-set-history';

const CHUNK = 5_000;
const ZONE = 'Africa/Johannesburg';
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

/** `GET /api/entities/hierarchy?asOf=&maxDepth=3` as the controller answers it, through the snapshot cache. */
async function hierarchyAnswer(snapshots: GraphSnapshots, asOf: string): Promise<void> {
  const graph = await snapshots.at(ACCOUNT_ID, undefined, asOf);
  const { nodes } = await graph.roots(ACCOUNT_ID, asOf, { limit: DEFAULT_MAX_NODES, offset: 0 });
  const load = (ids: number[]) => graph.nodes(ACCOUNT_ID, ids);
  await growHierarchy(nodes, load, { maxDepth: 3, maxNodes: DEFAULT_MAX_NODES, today: asOf });
}

/** The first answer of each day builds its snapshot; the next five come from the snapshot cache. */
async function hierarchyTimes(snapshots: GraphSnapshots): Promise<{ first: number[]; repeated: number[] }> {
  const first: number[] = [];
  const repeated: number[] = [];
  for (const day of ['2024-06-30', '2025-02-28', '2026-01-01']) {
    first.push(await timed(() => hierarchyAnswer(snapshots, day)));
    for (let n = 0; n < 5; n++) repeated.push(await timed(() => hierarchyAnswer(snapshots, day)));
  }
  return { first, repeated };
}

/**
 * The bitemporal (docs/decisions/0033) reads on one account of `entities` entities with a
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
    const historyBefore: number[] = [];
    let sameHistories = 0;
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
            const { versions, graphOn } = await knownSliceVersions(store, ACCOUNT_ID, [target], moment, ZONE);
            computeBeneficialOwners(graphOn(asOf), target, { asOf });
            ownerPeriodsOver(changeDaysOf(versions, ZONE), graphOn, target, 5);
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
      // Before (the engine on the whole slice at every change) and after, on the same request, now and knownAt.
      for (const knownAt of [undefined, moments[k]!]) {
        const question = { threshold: 5, timeZone: 'Africa/Johannesburg', knownAt };
        let before: unknown;
        let after: unknown;
        const took = [
          await timed(async () => {
            before = referenceOwnerSetHistory(
              await everUpstream(store, ACCOUNT_ID, target),
              target,
              question,
            );
          }),
          await timed(async () => {
            after = ownerSetHistory(await everUpstream(store, ACCOUNT_ID, target), target, question);
          }),
        ];
        if (knownAt === undefined) {
          historyBefore.push(took[0]!);
          history.push(took[1]!);
        }
        if (JSON.stringify(before) === JSON.stringify(after)) sameHistories++;
      }
    }
    const snapshots: number[] = [];
    for (const moment of moments.slice(0, 10))
      snapshots.push(
        await timed(() =>
          graphSnapshot(store, null as unknown as GraphIndexReader, ACCOUNT_ID, moment, {
            day: asOf,
            timeZone: ZONE,
          }),
        ),
      );
    const clock = { now: () => new Date() };
    const days = new AccountDays(store as never, clock, { timeZone: ZONE } as AppConfig);
    const hierarchy = await hierarchyTimes(
      new GraphSnapshots(store as never, clock, null as unknown as GraphIndexReader, days),
    );
    console.log(
      `Bitemporal reads: one account, ${entities} entities, ${graph.relationships.length} links, then ${changes} changes (${events.length} events); load average ${loadavg()[0]!.toFixed(2)}`,
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
    console.log(
      `  BO set history of a company, before (engine on the whole slice per change): ${summary(historyBefore)}`,
    );
    console.log(
      `  BO set history of a company, after (engine per distinct upstream graph): ${summary(history)}`,
    );
    console.log(
      `  BO set histories equal before and after (now and knownAt): ${sameHistories} of ${2 * targets.length}`,
    );
    console.log(`  hierarchy/network snapshot of the whole account knownAt + asOf: ${summary(snapshots)}`);
    console.log(`  hierarchy asOf, maxDepth 3, first answer of a day: ${summary(hierarchy.first)}`);
    console.log(`  hierarchy asOf, maxDepth 3, repeated (snapshot cache): ${summary(hierarchy.repeated)}`);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
