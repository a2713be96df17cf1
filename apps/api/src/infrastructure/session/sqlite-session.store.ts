import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import session from 'express-session';

type Callback<T = void> = (error?: unknown, value?: T) => void;

const DAY_MS = 24 * 60 * 60 * 1000;

/** express-session store on SQLite so that sessions survive a restart on the embedded profile. */
export class SqliteSessionStore extends session.Store {
  private readonly db: Database.Database;
  private readonly sweeper: NodeJS.Timeout;

  constructor(filePath: string) {
    super();
    mkdirSync(dirname(filePath), { recursive: true });
    this.db = new Database(filePath);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS sessions (sid TEXT PRIMARY KEY, expires INTEGER NOT NULL, data TEXT NOT NULL)',
    );
    this.sweeper = setInterval(() => this.sweep(), 15 * 60 * 1000);
    this.sweeper.unref();
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.run(callback, () => {
      const row = this.db.prepare('SELECT data, expires FROM sessions WHERE sid = ?').get(sid) as
        { data: string; expires: number } | undefined;
      return row && row.expires > Date.now() ? (JSON.parse(row.data) as session.SessionData) : null;
    });
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    this.run(callback, () => {
      this.db
        .prepare(
          'INSERT INTO sessions (sid, expires, data) VALUES (?, ?, ?) ON CONFLICT(sid) DO UPDATE SET expires = excluded.expires, data = excluded.data',
        )
        .run(sid, this.expiryOf(data), JSON.stringify(data));
    });
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    this.run(callback, () => {
      this.db.prepare('UPDATE sessions SET expires = ? WHERE sid = ?').run(this.expiryOf(data), sid);
    });
  }

  override destroy(sid: string, callback?: Callback): void {
    this.run(callback, () => {
      this.db.prepare('DELETE FROM sessions WHERE sid = ?').run(sid);
    });
  }

  /** Ends every session of one user (used when an admin deletes the user). */
  destroyWhere(predicate: (data: session.SessionData) => boolean): number {
    const rows = this.db.prepare('SELECT sid, data FROM sessions').all() as { sid: string; data: string }[];
    const doomed = rows.filter((row) => predicate(JSON.parse(row.data) as session.SessionData));
    const remove = this.db.prepare('DELETE FROM sessions WHERE sid = ?');
    for (const row of doomed) remove.run(row.sid);
    return doomed.length;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.db.close();
  }

  private expiryOf(data: session.SessionData): number {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + DAY_MS;
  }

  private sweep(): void {
    this.db.prepare('DELETE FROM sessions WHERE expires <= ?').run(Date.now());
  }

  private run<T>(callback: Callback<T> | undefined, work: () => T): void {
    try {
      const value = work();
      callback?.(undefined, value);
    } catch (error) {
      callback?.(error);
    }
  }
}
