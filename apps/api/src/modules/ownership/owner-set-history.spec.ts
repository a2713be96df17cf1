import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '@ledgerline/events';
import { type EntityType, seededRandom } from '@ledgerline/ownership';
import { checkpointNameOf, openSqliteReadStore, type SqliteReadStore } from '@ledgerline/projections';
import { referenceOwnerSetHistory } from '../../bench/reference-owner-set-history';
import {
  ACCOUNT_ID,
  entityDeleted,
  entityProfileUpdated,
  entityRegistered,
  relationshipAdded,
  relationshipRemoved,
  relationshipUpdated,
} from '../../testing/given-events';
import { recorded } from '../../testing/projection-harness';
import { everUpstream, ownerSetHistory } from './owner-set-history';
import { OwnershipHistoryProjector } from './projections/ownership-history.projector';

const TYPES = ['shareholder', 'shareholder', 'shareholder', 'subsidiary', 'parent', 'controller'];
const TRUST_ROLES = ['founder', 'trustee', 'beneficiary', 'controller'];
const day = (random: () => number) =>
  new Date(Date.UTC(2024, 6, 1) + Math.floor(random() * 540) * 86_400_000).toISOString().slice(0, 10);

/**
 * A random register and a history of changes to it, recorded minutes to days apart (some near midnight UTC, so
 * the account's zone moves their day), some with an effective day before or after their record: shares, ends and
 * starts, activity, types, ends moved, control fields, notes alone, removals, renames and deletions.
 */
function randomHistory(seed: number): { events: RecordedEvent[]; targets: number[] } {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const kinds: EntityType[] = ['individual', 'individual', 'individual', 'company', 'company', 'trust'];
  const entities = Array.from({ length: 8 + Math.floor(random() * 10) }, (_, k) => ({
    id: k + 1,
    type: k < 2 ? 'company' : pick(kinds),
  }));
  const legal = entities.filter((e) => e.type !== 'individual');
  const facts: { type: string; data: unknown }[] = entities.map((e) =>
    entityRegistered(e.id, e.type, `Entity ${e.id}`),
  );
  const links: number[] = [];
  const addLink = () => {
    const [source, target] = [pick(entities), pick(legal)];
    const type = target.type === 'trust' && random() < 0.5 ? pick(TRUST_ROLES) : pick(TYPES);
    links.push(100 + links.length);
    return relationshipAdded(links.at(-1)!, {
      sourceEntityId: source.id,
      targetEntityId: target.id,
      relationshipType: type,
      ownershipPercentage: random() < 0.9 ? 1 + Math.floor(random() * 80) : null,
      startDate: random() < 0.4 ? day(random) : null,
      endDate: random() < 0.15 ? day(random) : null,
      isActive: random() < 0.9,
      effectiveControl: random() < 0.1 ? true : null,
    } as Parameters<typeof relationshipAdded>[1]);
  };
  for (let k = 0; k < entities.length * 2; k++) facts.push(addLink());
  const edits: (() => [string, unknown])[] = [
    () => ['ownershipPercentage', 1 + Math.floor(random() * 80)],
    () => ['endDate', random() < 0.7 ? day(random) : null],
    () => ['startDate', random() < 0.7 ? day(random) : null],
    () => ['isActive', random() < 0.5],
    () => ['relationshipType', pick(TYPES)],
    () => ['targetEntityId', pick(legal).id],
    () => ['notes', `note ${Math.floor(random() * 1000)}`],
    () => ['natureOfInterest', pick([null, 'control', 'dual', 'ownership'])],
    () => ['effectiveControl', random() < 0.5],
  ];
  for (let k = 0; k < 60; k++) {
    const odds = random();
    if (odds < 0.1) facts.push(addLink());
    else if (odds < 0.15) facts.push(relationshipRemoved(pick(links)));
    else if (odds < 0.2) {
      const entity = pick(entities);
      facts.push(entityProfileUpdated(entity.id, entity.type, { name: { from: '', to: `Renamed ${k}` } }));
    } else if (odds < 0.22) facts.push(entityDeleted(pick(entities.slice(1)).id, 'company'));
    else {
      const [field, to] = pick(edits)();
      facts.push(relationshipUpdated(pick(links), { [field]: { from: null, to } }));
    }
  }
  let moment = Date.parse('2025-01-01T21:00:00Z');
  const events = recorded(facts).map((event) => {
    moment += random() < 0.5 ? 60_000 * Math.ceil(random() * 90) : 3_600_000 * Math.ceil(random() * 60);
    const effectiveAt = event.type === 'RelationshipUpdated' && random() < 0.4 ? day(random) : undefined;
    const recordedAt = new Date(moment).toISOString();
    return { ...event, metadata: { ...event.metadata, recordedAt, ...(effectiveAt ? { effectiveAt } : {}) } };
  });
  return { events, targets: legal.map((e) => e.id) };
}

describe('ownerSetHistory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'owner-set-history-'));
  const stores: SqliteReadStore[] = [];
  afterAll(async () => {
    for (const store of stores) await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function projected(events: RecordedEvent[]): Promise<SqliteReadStore> {
    const store = openSqliteReadStore(join(dir, `read-models-${stores.length}.sqlite`));
    stores.push(store);
    const projector = new OwnershipHistoryProjector();
    await store.prepare?.(projector.collections, projector.layouts);
    await store.withCheckpoint(checkpointNameOf(projector), async (writer) => {
      for (const event of events) await projector.apply(event, writer);
      return null;
    });
    return store;
  }

  it('gives the same sets as the engine run on the whole slice at every change, over random histories', async () => {
    let sets = 0;
    let compared = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const { events, targets } = randomHistory(seed);
      const store = await projected(events);
      const moments = events.map((event) => event.metadata.recordedAt);
      for (const target of targets) {
        const versions = await everUpstream(store, ACCOUNT_ID, target);
        for (const [threshold, timeZone, knownAt] of [
          [5, 'UTC', undefined],
          [25, 'Africa/Johannesburg', undefined],
          [10, 'America/New_York', moments[Math.floor(moments.length * 0.7)]],
        ] as const) {
          const question = { threshold, timeZone, knownAt };
          const expected = referenceOwnerSetHistory(versions, target, question);
          expect(ownerSetHistory(versions, target, question)).toEqual(expected);
          sets += expected.length;
          compared++;
        }
      }
    }
    // The histories are not trivial: most targets see their owners change several times.
    expect(sets).toBeGreaterThan(compared * 3);
  });
});
