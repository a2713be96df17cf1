import type Database from 'better-sqlite3';
import { eventDigest, linkHash } from '../chain/chain-link';
import { type AccountTail, EMPTY_ACCOUNT_TAIL, accountOfMetadata } from '../chain/account-chain';
import { hashedFieldsOf } from './sqlite-event-row.mapper';
import type { EventRow } from './sqlite-event-store.schema';

const hasAccountChain = (db: Database.Database): boolean =>
  db.prepare("SELECT 1 FROM pragma_table_info('events') WHERE name = 'account_hash'").get() !== undefined;

const BACKFILL_BATCH = 5000;

/**
 * The per-account chain (docs/decisions/0046): every event is also a link of its account's own chain, numbered
 * from 1 without gaps, so an account's export shows only that account's entries. A log written before it gets
 * the columns and its links computed once, in log order, inside one write transaction (a second process
 * opening the same file meanwhile waits, then finds the columns there).
 */
export function ensureAccountChain(db: Database.Database): void {
  if (hasAccountChain(db)) return;
  db.transaction(() => {
    if (hasAccountChain(db)) return;
    db.exec(`
      ALTER TABLE events ADD COLUMN account_id TEXT;
      ALTER TABLE events ADD COLUMN account_sequence INTEGER;
      ALTER TABLE events ADD COLUMN account_hash TEXT;
      CREATE INDEX IF NOT EXISTS events_account_position ON events (account_id, position);
    `);
    backfillAccountChain(db);
  }).immediate();
}

function backfillAccountChain(db: Database.Database): void {
  const page = db.prepare(
    `SELECT position, stream_name, stream_revision, type, data, metadata, hash FROM events
     WHERE position > ? ORDER BY position LIMIT ?`,
  );
  const update = db.prepare(
    'UPDATE events SET account_id = ?, account_sequence = ?, account_hash = ? WHERE position = ?',
  );
  const tails = new Map<string, AccountTail>();
  let after = BigInt(0);
  for (;;) {
    const rows = page.safeIntegers(true).all(after, BACKFILL_BATCH) as EventRow[];
    if (rows.length === 0) return;
    for (const row of rows) {
      const fields = hashedFieldsOf(row);
      const accountId = accountOfMetadata(fields.metadata);
      const tail = tails.get(accountId) ?? EMPTY_ACCOUNT_TAIL;
      const next = { sequence: tail.sequence + 1, hash: linkHash(tail.hash, eventDigest(fields)) };
      tails.set(accountId, next);
      update.run(accountId, next.sequence, next.hash, row.position);
    }
    after = rows[rows.length - 1].position;
  }
}
