import type Database from 'better-sqlite3';

export interface EventStatements {
  insert: Database.Statement;
  accountTail: Database.Statement;
  streamRevision: Database.Statement;
  lastHash: Database.Statement;
  head: Database.Statement;
  readStream: Database.Statement;
  readAll: Database.Statement;
  allRows: Database.Statement;
}

const COLUMNS = 'position, stream_name, stream_revision, type, data, metadata, hash';

/** Prepared once per connection: re-preparing on every append would dominate its cost. */
export function prepareEventStatements(db: Database.Database): EventStatements {
  return {
    insert: db.prepare(
      `INSERT INTO events
         (stream_name, stream_revision, type, data, metadata, hash, account_id, account_sequence, account_hash)
       VALUES (@stream_name, @stream_revision, @type, @data, @metadata, @hash,
         @account_id, @account_sequence, @account_hash)`,
    ),
    accountTail: db.prepare(
      `SELECT account_sequence, account_hash FROM events WHERE account_id = ?
       ORDER BY position DESC LIMIT 1`,
    ),
    streamRevision: db.prepare('SELECT MAX(stream_revision) AS revision FROM events WHERE stream_name = ?'),
    lastHash: db.prepare('SELECT hash FROM events ORDER BY position DESC LIMIT 1'),
    head: db.prepare('SELECT position FROM events ORDER BY position DESC LIMIT 1'),
    readStream: db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE stream_name = ? AND stream_revision >= ?
       ORDER BY stream_revision LIMIT ?`,
    ),
    readAll: db.prepare(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`),
    allRows: db.prepare(
      `SELECT ${COLUMNS}, account_id, account_sequence, account_hash FROM events ORDER BY position`,
    ),
  };
}
