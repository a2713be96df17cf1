import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { openSqliteDatabase } from '../store/sqlite/open-sqlite-database';
import type { PersonalDataKeyStore, SubjectKey } from './personal-data-keys.port';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS personal_data_keys (
  subject_id INTEGER PRIMARY KEY,
  data_key BLOB,
  destroyed_at TEXT
);
`;

interface KeyRow {
  subject_id: bigint;
  data_key: Buffer | null;
}

const toKey = (row: KeyRow): SubjectKey => row.data_key ?? 'destroyed';

/**
 * Embedded profile: `${dataDir}/personal-data-keys.sqlite`, a file of its own so that a copy of the event log
 * carries no keys. secure_delete overwrites a destroyed key's bytes in the page, and a checkpoint after each
 * destruction empties the write-ahead log that held the old page.
 */
export class SqlitePersonalDataKeyStore implements PersonalDataKeyStore {
  private readonly insert: Database.Statement;
  private readonly select: Database.Statement;
  private readonly tombstone: Database.Statement;

  constructor(private readonly db: Database.Database) {
    db.pragma('secure_delete = ON');
    db.exec(SCHEMA);
    this.insert = db.prepare(
      'INSERT INTO personal_data_keys (subject_id, data_key) VALUES (?, ?) ON CONFLICT (subject_id) DO NOTHING',
    );
    this.select = db.prepare(
      'SELECT subject_id, data_key FROM personal_data_keys WHERE subject_id IN (SELECT value FROM json_each(?))',
    );
    this.tombstone = db.prepare(
      `INSERT INTO personal_data_keys (subject_id, data_key, destroyed_at) VALUES (?, NULL, ?)
       ON CONFLICT (subject_id) DO UPDATE SET data_key = NULL, destroyed_at = coalesce(destroyed_at, excluded.destroyed_at)`,
    );
  }

  async obtain(subjectIds: readonly number[]): Promise<Map<number, SubjectKey>> {
    this.db.transaction(() => {
      for (const id of new Set(subjectIds)) this.insert.run(id, randomBytes(32));
    })();
    return this.find(subjectIds);
  }

  async find(subjectIds: readonly number[]): Promise<Map<number, SubjectKey>> {
    const rows = this.select.all(JSON.stringify([...new Set(subjectIds)])) as KeyRow[];
    return new Map(rows.map((row) => [Number(row.subject_id), toKey(row)]));
  }

  async destroy(subjectId: number): Promise<void> {
    this.tombstone.run(subjectId, new Date().toISOString());
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

export const SQLITE_PERSONAL_DATA_KEYS_FILE = 'personal-data-keys.sqlite';

export function openSqlitePersonalDataKeyStore(filePath: string): SqlitePersonalDataKeyStore {
  return new SqlitePersonalDataKeyStore(openSqliteDatabase(filePath));
}
