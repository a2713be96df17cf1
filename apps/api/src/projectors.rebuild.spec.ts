import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { type NewEvent, domainEventCatalogue, openSqliteEventStore } from '@ledgerline/events';
import { ProjectionRunner, type ReadDocument, openSqliteReadStore } from '@ledgerline/projections';
import { allProjectors } from './projectors';
import {
  ACCOUNT_ID,
  OWNER_USER_ID,
  accountClosed,
  accountOpened,
  assetRegistered,
  assetRemoved,
  assetUpdated,
  documentRemoved,
  documentUploaded,
  entityAddedToGroup,
  entityDeleted,
  entityProfileUpdated,
  entityRegistered,
  entityRemovedFromGroup,
  groupCreated,
  groupDeleted,
  inAccount,
  relationshipAdded,
  relationshipRemoved,
  relationshipUpdated,
} from './testing/given-events';

type Fact = { type: string; data: unknown };

const OTHER_ACCOUNT = ACCOUNT_ID + 1;
const rename = (entityId: number, from: string, to: string) =>
  entityProfileUpdated(entityId, 'company', { name: { from, to } });

/** Two accounts' registers with every kind of record, renames, cascades and a closed account. */
function mixedLog(): Fact[] {
  const chain: Fact[] = [];
  for (let id = 20; id < 60; id++) {
    chain.push(entityRegistered(id, 'company', `Chain Company ${id}`));
    if (id > 20)
      chain.push(
        relationshipAdded(100 + id, { sourceEntityId: id - 1, targetEntityId: id, ownershipPercentage: 50 }),
      );
    if (id % 7 === 0) chain.push(rename(id, `Chain Company ${id}`, `Renamed Company ${id}`));
  }
  return [
    accountOpened('enterprise'),
    entityRegistered(1, 'company', 'Acme Holdings'),
    entityRegistered(2, 'company', 'Beta Mining'),
    entityRegistered(3, 'individual', 'Zoë Naidoo'),
    entityRegistered(4, 'trust', 'Naidoo Family Trust', { trustType: 'family' }),
    entityRegistered(5, 'individual', 'Sipho Dlamini'),
    relationshipAdded(1, { sourceEntityId: 1, targetEntityId: 2, ownershipPercentage: 60 }),
    relationshipAdded(2, { sourceEntityId: 3, targetEntityId: 1, ownershipPercentage: 40 }),
    relationshipAdded(3, { sourceEntityId: 5, targetEntityId: 1, ownershipPercentage: 60 }),
    relationshipAdded(4, { sourceEntityId: 3, targetEntityId: 4, relationshipType: 'founder' }),
    relationshipAdded(5, { sourceEntityId: 5, targetEntityId: 4, relationshipType: 'trustee' }),
    relationshipAdded(6, { sourceEntityId: 3, targetEntityId: 4, relationshipType: 'beneficiary' }),
    relationshipAdded(7, { sourceEntityId: 4, targetEntityId: 2, ownershipPercentage: 40 }),
    ...chain,
    rename(1, 'Acme Holdings', 'Acme Group'),
    relationshipUpdated(1, { ownershipPercentage: { from: 60, to: 70 } }),
    groupCreated(1, 'Mining'),
    entityAddedToGroup(1, 2),
    entityAddedToGroup(1, 1),
    rename(2, 'Beta Mining', 'Beta Resources'),
    assetRegistered(1, 2, 'Farm 12'),
    assetUpdated(1, { name: { from: 'Farm 12', to: 'Farm 12A' } }),
    assetRegistered(2, 1, 'Office'),
    assetRemoved(2),
    documentUploaded(1, 1000, 2),
    documentUploaded(2, 2000, 1),
    documentRemoved(1),
    entityRemovedFromGroup(1, 1),
    relationshipRemoved(6),
    relationshipRemoved(3, 'entity_deleted'),
    relationshipRemoved(5, 'entity_deleted'),
    entityDeleted(5, 'individual'),
    groupDeleted(1),
    inAccount(OTHER_ACCOUNT, accountOpened('enterprise')),
    inAccount(OTHER_ACCOUNT, entityRegistered(11, 'company', 'Other Co')),
    inAccount(OTHER_ACCOUNT, entityRegistered(12, 'individual', 'Other Person')),
    inAccount(
      OTHER_ACCOUNT,
      relationshipAdded(11, { sourceEntityId: 12, targetEntityId: 11, ownershipPercentage: 100 }),
    ),
    inAccount(OTHER_ACCOUNT, accountClosed()),
  ];
}

const asNew = ({ type, data }: Fact, index: number): NewEvent => ({
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    accountId: String((data as { accountId: number }).accountId),
    actorId: String(OWNER_USER_ID),
    correlationId: randomUUID(),
    causationId: randomUUID(),
    recordedAt: new Date(Date.parse('2025-03-01T09:00:00.000Z') + index * 60_000).toISOString(),
  },
});

/**
 * Beneficial-owner results carry the recording time of the last event of the batch that recomputed them, so
 * one batch and one batch per event stamp them differently by design; every other field must be the same.
 */
const comparable = (collection: string, document: ReadDocument): ReadDocument => {
  // Each write is recorded with its batch's owner-set changes, which a batch of many writes shares between them
  // (docs/decisions/0085): the same writes either way, not the same lists.
  if (collection === 'beneficial_owner_changes') {
    const { writes, ...rest } = document as ReadDocument & { writes: { correlationId: string }[] };
    return { ...rest, writes: writes.map((w) => w.correlationId) };
  }
  if (collection !== 'beneficial_owner_results') return document;
  const { computedAt: _stamp, ...rest } = document;
  return rest as ReadDocument;
};

/** The file's schema (tables and indexes with their SQL) and every table's rows, as SQLite holds them. */
function storedTables(file: string): Record<string, unknown> {
  const db = new Database(file, { readonly: true });
  try {
    const schema = db
      .prepare(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'fts\\_%' ESCAPE '\\' ORDER BY name",
      )
      .all() as { type: string; name: string }[];
    const rows: Record<string, unknown[]> = {};
    for (const { name } of schema.filter((entry) => entry.type === 'table')) {
      const all = db.prepare(`SELECT * FROM "${name}" ORDER BY 1, 2`).all() as Record<string, unknown>[];
      // Search rows are numbered in the order documents were first written, which a batch changes.
      rows[name] = all.map(({ search_row: _number, ...row }) =>
        name === 'rm_beneficial_owner_results' || name === 'rm_beneficial_owner_changes'
          ? { ...row, doc: comparable(name.slice(3), JSON.parse(row.doc as string)) }
          : row,
      );
    }
    return { schema, rows };
  } finally {
    db.close();
  }
}

describe('every read model: rebuilt from the log in one batch or in small ones = projected live, one event at a time', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-rebuild-spec-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Deletes make the rebuild query most collections (which builds their indexes then); registrations alone
  // leave every index to the end of the rebuild.
  it.each([
    ['a mixed log of two accounts', mixedLog],
    [
      'registrations and links only',
      () => mixedLog().filter((fact) => /Registered|Added|Opened/.test(fact.type)),
    ],
  ])('holds the same documents, tables and indexes either way, for %s', async (_name, log) => {
    const at = mkdtempSync(join(dir, 'log-'));
    const eventStore = openSqliteEventStore(join(at, 'events.sqlite'));
    const live = openSqliteReadStore(join(at, 'live.sqlite'));
    const rebuilt = openSqliteReadStore(join(at, 'rebuilt.sqlite'));
    // Batches of three split renames from the links read before them: a projector must then see the names as
    // of each event, not as of the batch's end (EntityRefs and the shared entity names, docs/decisions/0055).
    const inThrees = openSqliteReadStore(join(at, 'in-threes.sqlite'));
    const quiet = { log: () => undefined, warn: () => undefined, error: console.error };
    const runner = (readStore: typeof live, catchUpBatchSize?: number) =>
      new ProjectionRunner({
        eventStore,
        readStore,
        catalogue: domainEventCatalogue(),
        projectors: allProjectors(),
        logger: quiet,
        catchUpBatchSize,
      });
    const following = runner(live);
    try {
      await following.start();
      const facts = log();
      for (const [index, fact] of facts.entries()) {
        const stream = `account-${(fact.data as { accountId: number }).accountId}`;
        const appended = await eventStore.appendToStream(stream, [asNew(fact, index)]);
        expect(await following.waitFor(appended.lastGlobalPosition, 5_000)).toBe(true);
      }
      await runner(rebuilt).rebuild();
      await runner(inThrees, 3).rebuild();

      const collections = allProjectors().flatMap((projector) => projector.collections);
      const contents = async (store: typeof live) => {
        const all: Record<string, ReadDocument[]> = {};
        for (const collection of collections) {
          const documents = await store.find(collection, {}, { sort: [{ field: 'id', direction: 'asc' }] });
          all[collection] = documents.map((document) => comparable(collection, document));
        }
        return all;
      };
      const expected = await contents(live);
      expect(expected.entities.length).toBeGreaterThan(40);
      expect(expected.relationships.length).toBeGreaterThan(40);
      expect(expected.record_history.length).toBeGreaterThan(facts.length);
      expect(await contents(rebuilt)).toEqual(expected);
      expect(await contents(inThrees)).toEqual(expected);
      // The rebuild builds the query indexes at its end: the same schema, indexes and rows as live.
      expect(storedTables(join(at, 'rebuilt.sqlite'))).toEqual(storedTables(join(at, 'live.sqlite')));
    } finally {
      await following.stop();
      await Promise.all([eventStore.close(), live.close(), rebuilt.close(), inThrees.close()]);
    }
  });
});
