import type Database from 'better-sqlite3';
import { openSqliteDatabase } from '../sqlite/open-sqlite-database';
import { GENESIS_HASH } from '../sqlite/event-hash-chain';
import { ensureAccountChain } from '../sqlite/sqlite-account-chain';
import { hashedFieldsOf, toRecordedEvent } from '../sqlite/sqlite-event-row.mapper';
import { EVENTS_SCHEMA, type EventRow } from '../sqlite/sqlite-event-store.schema';
import { eventDigest, legacyLinkHash, linkHash } from './chain-link';
import type { AccountChainHead, AccountChainLink, ChainHead, ChainLink, ChainLog } from './chain-log.port';

const COLUMNS = 'position, stream_name, stream_revision, type, data, metadata, hash';
const ACCOUNT_COLUMNS = `${COLUMNS}, account_id, account_sequence, account_hash`;

interface AccountHeadRow {
  account_id: string;
  position: bigint;
  account_sequence: bigint;
  account_hash: string;
}

const toAccountHead = (row: AccountHeadRow): AccountChainHead => ({
  accountId: row.account_id,
  position: row.position,
  sequence: Number(row.account_sequence),
  hash: row.account_hash,
});

/** The embedded log's stored chains, read through a connection of its own (beside the writer, WAL). */
export class SqliteChainLog implements ChainLog {
  private readonly before: Database.Statement;
  private readonly after: Database.Statement;
  private readonly last: Database.Statement;
  private readonly accountBefore: Database.Statement;
  private readonly accountAfter: Database.Statement;
  private readonly accountLast: Database.Statement;
  private readonly accountsMoved: Database.Statement;

  constructor(private readonly db: Database.Database) {
    db.exec(EVENTS_SCHEMA);
    ensureAccountChain(db);
    this.before = db.prepare('SELECT hash FROM events WHERE position <= ? ORDER BY position DESC LIMIT 1');
    this.after = db.prepare(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`);
    this.last = db.prepare('SELECT position, hash FROM events ORDER BY position DESC LIMIT 1');
    this.accountBefore = db.prepare(
      `SELECT account_sequence, account_hash FROM events WHERE account_id = ? AND position <= ?
       ORDER BY position DESC LIMIT 1`,
    );
    this.accountAfter = db.prepare(
      `SELECT ${ACCOUNT_COLUMNS} FROM events WHERE account_id = ? AND position > ? ORDER BY position LIMIT ?`,
    );
    this.accountLast = db.prepare(
      `SELECT account_id, position, account_sequence, account_hash FROM events WHERE account_id = ?
       ORDER BY position DESC LIMIT 1`,
    );
    // SQLite takes the bare columns from the row holding MAX(position).
    this.accountsMoved = db.prepare(
      `SELECT account_id, MAX(position) AS position, account_sequence, account_hash FROM events
       WHERE position > ? GROUP BY account_id ORDER BY position`,
    );
  }

  static open(filePath: string): SqliteChainLog {
    return new SqliteChainLog(openSqliteDatabase(filePath));
  }

  async head(): Promise<ChainHead | null> {
    const row = this.last.get() as { position: bigint; hash: string } | undefined;
    return row ? { position: row.position, hash: row.hash } : null;
  }

  async links(options: { after?: bigint; maxCount: number }): Promise<ChainLink[]> {
    const after = options.after ?? BigInt(0);
    const previous = this.before.get(after) as { hash: string } | undefined;
    let previousHash = previous?.hash ?? GENESIS_HASH;
    const rows = this.after.all(after, options.maxCount) as EventRow[];
    return rows.map((row) => {
      const fields = hashedFieldsOf(row);
      const digest = eventDigest(fields);
      const legacy =
        linkHash(previousHash, digest) !== row.hash && legacyLinkHash(previousHash, fields) === row.hash;
      const link = { event: toRecordedEvent(row), digest, previousHash, hash: row.hash, legacy };
      previousHash = row.hash;
      return link;
    });
  }

  async accountHead(accountId: string): Promise<AccountChainHead | null> {
    const row = this.accountLast.get(accountId) as AccountHeadRow | undefined;
    return row ? toAccountHead(row) : null;
  }

  async accountLinks(
    accountId: string,
    options: { after?: bigint; maxCount: number },
  ): Promise<AccountChainLink[]> {
    const after = options.after ?? BigInt(0);
    const previous = this.accountBefore.get(accountId, after) as { account_hash: string } | undefined;
    let previousHash = previous?.account_hash ?? GENESIS_HASH;
    const rows = this.accountAfter.all(accountId, after, options.maxCount) as Required<EventRow>[];
    return rows.map((row) => {
      const link = {
        event: toRecordedEvent(row),
        digest: eventDigest(hashedFieldsOf(row)),
        sequence: Number(row.account_sequence),
        previousHash,
        hash: row.account_hash,
      };
      previousHash = row.account_hash;
      return link;
    });
  }

  async accountHeadsAfter(after: bigint): Promise<AccountChainHead[]> {
    return (this.accountsMoved.all(after) as AccountHeadRow[]).map(toAccountHead);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
