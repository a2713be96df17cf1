import type Database from 'better-sqlite3';
import type { IdAllocator } from '../id-allocator.port';
import { openSqliteDatabase } from './open-sqlite-database';

const SEQUENCES_SCHEMA = `
CREATE TABLE IF NOT EXISTS sequences (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);
`;

/** One upsert statement per id: SQLite's write lock makes it atomic across processes sharing the file. */
export class SqliteIdAllocator implements IdAllocator {
  private readonly increment: Database.Statement;
  private readonly raise: Database.Statement;

  constructor(private readonly db: Database.Database) {
    db.exec(SEQUENCES_SCHEMA);
    this.increment = db.prepare(
      `INSERT INTO sequences (name, value) VALUES (?, 1)
       ON CONFLICT (name) DO UPDATE SET value = value + 1
       RETURNING value`,
    );
    this.raise = db.prepare(
      `INSERT INTO sequences (name, value) VALUES (?, ?)
       ON CONFLICT (name) DO UPDATE SET value = max(value, excluded.value)`,
    );
  }

  async next(sequence: string): Promise<number> {
    const row = this.increment.get(sequence) as { value: bigint | number };
    return Number(row.value);
  }

  async raiseTo(sequence: string, floor: number): Promise<void> {
    this.raise.run(sequence, floor);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

export function openSqliteIdAllocator(filePath: string): SqliteIdAllocator {
  return new SqliteIdAllocator(openSqliteDatabase(filePath));
}
