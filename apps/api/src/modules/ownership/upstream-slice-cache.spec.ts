import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '@ledgerline/events';
import { computeBeneficialOwners } from '@ledgerline/ownership';
import { openSqliteReadStore, type ReadStore, type SqliteReadStore } from '@ledgerline/projections';
import {
  ACCOUNT_ID,
  entityRegistered,
  relationshipAdded,
  relationshipUpdated,
} from '../../testing/given-events';
import { recorded } from '../../testing/projection-harness';
import { OwnershipGraphProjector } from './projections/ownership-graph.projector';
import { UpstreamSliceCache } from './upstream-slice-cache';

// P holds 60% of X; X holds all of Y. Z is held by Q alone, outside Y's slice.
const history = recorded([
  entityRegistered(1, 'company', 'X'),
  entityRegistered(2, 'company', 'Y'),
  entityRegistered(3, 'individual', 'P'),
  entityRegistered(4, 'company', 'Z'),
  entityRegistered(5, 'individual', 'Q'),
  relationshipAdded(10, { sourceEntityId: 3, targetEntityId: 1, ownershipPercentage: 60 }),
  relationshipAdded(11, { sourceEntityId: 1, targetEntityId: 2, ownershipPercentage: 100 }),
  relationshipAdded(12, { sourceEntityId: 5, targetEntityId: 4, ownershipPercentage: 100 }),
  relationshipUpdated(10, { ownershipPercentage: { from: 60, to: 20 } }),
]);
const [registered, change] = [history.slice(0, -1), history.slice(-1)];

/** Counts what goes through the read-store port, as another process's store would be read. */
function countingStore(store: SqliteReadStore) {
  const reads = { finds: 0, gets: 0 };
  const counted: ReadStore = Object.assign(Object.create(store) as ReadStore, {
    find: (...args: Parameters<ReadStore['find']>) => (reads.finds++, store.find(...args)),
    get: (...args: Parameters<ReadStore['get']>) => (reads.gets++, store.get(...args)),
  });
  return { counted, reads };
}

const ownersOfY = (cache: UpstreamSliceCache, threshold: number) =>
  cache.derived(ACCOUNT_ID, [2], `owners at ${threshold}`, (graph) =>
    computeBeneficialOwners(graph, 2, { threshold, asOf: '2025-06-01' }).owners.map((o) => ({
      name: o.name,
      share: o.totalOwnership,
      isBeneficialOwner: o.isBeneficialOwner,
    })),
  );

describe('UpstreamSliceCache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-slice-cache-'));
  let store: SqliteReadStore;
  const projector = new OwnershipGraphProjector();
  const project = (events: RecordedEvent[]) =>
    store.withCheckpoint('slice-cache-spec', async (writer) => {
      for (const event of events) await projector.apply(event, writer);
      return null;
    });

  beforeEach(async () => {
    store = openSqliteReadStore(join(dir, `read-models-${Date.now()}-${Math.random()}.sqlite`));
    await store.prepare(projector.collections, projector.layouts);
    await project(registered);
  });
  afterEach(() => store.close());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('given an unchanged graph version, reads only the version again and hands back the same slice', async () => {
    const { counted, reads } = countingStore(store);
    const cache = new UpstreamSliceCache(counted);
    const first = await cache.upstreamOf(ACCOUNT_ID, [2]);
    expect(reads.finds).toBeGreaterThan(0);
    reads.finds = 0;
    reads.gets = 0;
    expect(await cache.upstreamOf(ACCOUNT_ID, [2])).toBe(first);
    expect(await ownersOfY(cache, 30)).toEqual([{ name: 'P', share: 60, isBeneficialOwner: true }]);
    expect(reads).toEqual({ finds: 0, gets: 2 });
  });

  it('when another writer projects a change, answers from the changed graph at once, at any threshold', async () => {
    const cache = new UpstreamSliceCache(store);
    expect(await ownersOfY(cache, 30)).toEqual([{ name: 'P', share: 60, isBeneficialOwner: true }]);
    expect(await ownersOfY(cache, 5)).toEqual([{ name: 'P', share: 60, isBeneficialOwner: true }]);
    await project(change);
    expect(await ownersOfY(cache, 30)).toEqual([{ name: 'P', share: 20, isBeneficialOwner: false }]);
    expect(await ownersOfY(cache, 5)).toEqual([{ name: 'P', share: 20, isBeneficialOwner: true }]);
  });

  it('keeps slices of different targets apart, and reads the same targets in any order as one slice', async () => {
    const cache = new UpstreamSliceCache(store);
    const ofY = await cache.upstreamOf(ACCOUNT_ID, [2]);
    const ofZ = await cache.upstreamOf(ACCOUNT_ID, [4]);
    expect(ofZ.entities.map((e) => e.name).sort()).toEqual(['Q', 'Z']);
    expect(ofY.entities.map((e) => e.name).sort()).toEqual(['P', 'X', 'Y']);
    expect(await cache.upstreamOf(ACCOUNT_ID, [4, 2])).toBe(await cache.upstreamOf(ACCOUNT_ID, [2, 4, 2]));
  });
});
