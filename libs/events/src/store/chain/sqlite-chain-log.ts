import type Database from 'better-sqlite3';
import { openSqliteDatabase } from '../sqlite/open-sqlite-database';
import { GENESIS_HASH } from '../sqlite/event-hash-chain';
import { hashedFieldsOf, toRecordedEvent } from '../sqlite/sqlite-event-row.mapper';
import { EVENTS_SCHEMA, type EventRow } from '../sqlite/sqlite-event-store.schema';
import { eventDigest, legacyLinkHash, linkHash } from './chain-link';
import type { ChainHead, ChainLink, ChainLog } from './chain-log.port';

/** The embedded log's stored chain, read through a connection of its own (beside the writer, WAL). */
export class SqliteChainLog implements ChainLog {
  private readonly before: Database.Statement;
  private readonly after: Database.Statement;
  private readonly last: Database.Statement;

  constructor(private readonly db: Database.Database) {
    db.exec(EVENTS_SCHEMA);
    this.before = db.prepare('SELECT hash FROM events WHERE position <= ? ORDER BY position DESC LIMIT 1');
    this.after = db.prepare(
      `SELECT position, stream_name, stream_revision, type, data, metadata, hash FROM events
       WHERE position > ? ORDER BY position LIMIT ?`,
    );
    this.last = db.prepare('SELECT position, hash FROM events ORDER BY position DESC LIMIT 1');
  }

  static open(filePath: string): SqliteChainLog {
    return new SqliteChainLog(openSqliteDatabase(filePath));
  }

  async head(): Promise<ChainHead | null> {
    const row = this.last.get() as { position: bigint; hash: string } | undefined;
    return row ? { position: row.position, hash: row.hash } : null;
  }

  async links(options: { after?: bigint; maxCount: number }): Promise<ChainLink[]> {
    const after = options.after ?? 0n;
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

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
