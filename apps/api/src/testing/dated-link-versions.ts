import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkpointNameOf, openSqliteReadStore, type SqliteReadStore } from '@ledgerline/projections';
import { OwnershipHistoryProjector } from '../modules/ownership/projections/ownership-history.projector';
import { entityRegistered, relationshipAdded, relationshipUpdated } from './given-events';
import { recorded } from './projection-harness';

/** The entities and links of `datedLinkVersions`. */
export const DATED = { acme: 1, thandi: 2, holdco: 3, sipho: 4, sold: 10, ending: 11, unDated: 12 } as const;
/** Recorded after the changes to links 10 and 12, before the end set on link 11. */
export const BEFORE_END_RECORDED = '2025-03-03T12:00:00.000Z';
/** Recorded after the change to link 12 only. */
export const BEFORE_SALE_RECORDED = '2025-03-02T00:00:00.000Z';

const { acme, thandi, holdco, sipho, sold, ending, unDated } = DATED;
const facts: [{ type: string; data: unknown }, string, string?][] = [
  [entityRegistered(acme, 'company', 'Acme'), '2025-01-10T08:00:00.000Z'],
  [entityRegistered(thandi, 'individual', 'Thandi'), '2025-01-10T08:01:00.000Z'],
  [entityRegistered(holdco, 'company', 'HoldCo'), '2025-01-10T08:02:00.000Z'],
  [entityRegistered(sipho, 'individual', 'Sipho'), '2025-01-10T08:03:00.000Z'],
  [
    relationshipAdded(sold, {
      sourceEntityId: thandi,
      targetEntityId: acme,
      ownershipPercentage: 60,
      startDate: '2024-01-15',
    }),
    '2025-01-10T08:04:00.000Z',
  ],
  [
    relationshipAdded(ending, {
      sourceEntityId: holdco,
      targetEntityId: acme,
      ownershipPercentage: 40,
      startDate: '2024-01-01',
    }),
    '2025-01-10T08:05:00.000Z',
  ],
  [
    relationshipAdded(unDated, {
      sourceEntityId: sipho,
      targetEntityId: holdco,
      ownershipPercentage: 100,
      startDate: '2024-01-01',
    }),
    '2025-01-10T08:06:00.000Z',
  ],
  // No effectiveAt: it counts on the day it was recorded, 1 March in Johannesburg (28 February in UTC).
  [relationshipUpdated(unDated, { ownershipPercentage: { from: 100, to: 80 } }), '2025-02-28T23:30:00.000Z'],
  // Recorded on 3 March, in force from 1 March: Thandi sold two thirds of her shares.
  [
    relationshipUpdated(sold, { ownershipPercentage: { from: 60, to: 20 } }),
    '2025-03-03T10:00:00.000Z',
    '2025-03-01',
  ],
  // HoldCo disposes of its holding on 30 June (the end date is the change's effective day, decision 0028).
  [
    relationshipUpdated(ending, { endDate: { from: null, to: '2025-06-30' } }),
    '2025-03-04T10:00:00.000Z',
    '2025-06-30',
  ],
];

/**
 * One account's link version history (ownership-history projector) in a fresh SQLite read store: a holding
 * changed 60% -> 20% with effect from 1 March, an end date set from 30 June, and a change without
 * `effectiveAt` recorded at 23:30 UTC on 28 February. `close` removes the store.
 */
export async function datedLinkVersions(): Promise<{ store: SqliteReadStore; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'dated-link-versions-'));
  const store = openSqliteReadStore(join(dir, 'read-models.sqlite'));
  const projector = new OwnershipHistoryProjector();
  await store.prepare?.(projector.collections, projector.layouts);
  const events = recorded(facts.map(([fact]) => fact)).map((event, index) => {
    const [, recordedAt, effectiveAt] = facts[index]!;
    return { ...event, metadata: { ...event.metadata, recordedAt, ...(effectiveAt ? { effectiveAt } : {}) } };
  });
  await store.withCheckpoint(checkpointNameOf(projector), async (writer) => {
    for (const event of events) await projector.apply(event, writer);
    return null;
  });
  return {
    store,
    close: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
