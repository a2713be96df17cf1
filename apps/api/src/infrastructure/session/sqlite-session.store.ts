import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { whileOpening } from '@ledgerline/events';
import session from 'express-session';
import { type StoredUserSession, storedUserSession, userIdOf, type UserSessions } from './user-sessions.port';

type Callback<T = void> = (error?: unknown, value?: T) => void;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A rolling session's expiry moves at most once a minute: a write per request would cost more than the read. */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * express-session store on SQLite so that sessions survive a restart on the embedded profile; each row
 * carries its user's id (indexed) so a user's sessions can be listed and revoked.
 */
export class SqliteSessionStore extends session.Store implements UserSessions {
  private readonly db: Database.Database;
  private readonly sweeper: NodeJS.Timeout;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly touchedAt = new Map<string, number>();

  constructor(filePath: string) {
    super();
    mkdirSync(dirname(filePath), { recursive: true });
    this.db = new Database(filePath);
    whileOpening(filePath, () => this.db.pragma('journal_mode = WAL'));
    this.db.pragma('busy_timeout = 5000');
    // WAL with NORMAL survives a crash of the process; a power cut may forget the last sign-ins only.
    this.db.pragma('synchronous = NORMAL');
    // A session names its user: an ended one leaves zeros, not its data, in the freed pages.
    this.db.pragma('secure_delete = ON');
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS sessions (sid TEXT PRIMARY KEY, expires INTEGER NOT NULL, data TEXT NOT NULL)',
    );
    this.addUserIdColumn();
    this.sweeper = setInterval(() => this.sweep(), 15 * 60 * 1000);
    this.sweeper.unref();
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.run(callback, () => {
      const row = this.statement('SELECT data, expires FROM sessions WHERE sid = ?').get(sid) as
        { data: string; expires: number } | undefined;
      return row && row.expires > Date.now() ? (JSON.parse(row.data) as session.SessionData) : null;
    });
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    this.run(callback, () => {
      this.statement(
        'INSERT INTO sessions (sid, expires, data, user_id) VALUES (?, ?, ?, ?) ON CONFLICT(sid) DO UPDATE SET expires = excluded.expires, data = excluded.data, user_id = excluded.user_id',
      ).run(sid, this.expiryOf(data), JSON.stringify(data), userIdOf(data));
    });
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    this.run(callback, () => {
      const now = Date.now();
      if (now - (this.touchedAt.get(sid) ?? 0) < TOUCH_EVERY_MS) return;
      this.touchedAt.set(sid, now);
      this.statement('UPDATE sessions SET expires = ? WHERE sid = ?').run(this.expiryOf(data), sid);
    });
  }

  override destroy(sid: string, callback?: Callback): void {
    this.run(callback, () => {
      this.touchedAt.delete(sid);
      this.statement('DELETE FROM sessions WHERE sid = ?').run(sid);
    });
  }

  async list(userId: number): Promise<StoredUserSession[]> {
    const rows = this.statement(
      'SELECT sid, expires, data FROM sessions WHERE user_id = ? AND expires > ? ORDER BY sid',
    ).all(userId, Date.now()) as { sid: string; expires: number; data: string }[];
    return rows.map((row) =>
      storedUserSession(row.sid, JSON.parse(row.data) as session.SessionData, row.expires),
    );
  }

  async revoke(userId: number, sid: string): Promise<boolean> {
    this.touchedAt.delete(sid);
    const removed = this.statement('DELETE FROM sessions WHERE sid = ? AND user_id = ? AND expires > ?').run(
      sid,
      userId,
      Date.now(),
    );
    return removed.changes > 0;
  }

  async revokeOthers(userId: number, keepSid?: string): Promise<number> {
    const removed = this.statement('DELETE FROM sessions WHERE user_id = ? AND sid <> ?').run(
      userId,
      keepSid ?? '',
    );
    return removed.changes;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.db.close();
  }

  /** Files from before sessions were listed per user gain the column, filled from each row's data. */
  private addUserIdColumn(): void {
    // IMMEDIATE: a second process opening the same file waits instead of adding the column twice.
    this.db
      .transaction(() => {
        const columns = this.db.prepare('PRAGMA table_info(sessions)').all() as { name: string }[];
        if (columns.some((column) => column.name === 'user_id')) return;
        this.db.exec('ALTER TABLE sessions ADD COLUMN user_id INTEGER');
        this.db.exec(
          "UPDATE sessions SET user_id = json_extract(data, '$.passport.user') WHERE json_valid(data) AND typeof(json_extract(data, '$.passport.user')) = 'integer'",
        );
      })
      .immediate();
    this.db.exec('CREATE INDEX IF NOT EXISTS sessions_user_id ON sessions (user_id)');
  }

  private expiryOf(data: session.SessionData): number {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + DAY_MS;
  }

  private sweep(): void {
    this.statement('DELETE FROM sessions WHERE expires <= ?').run(Date.now());
    this.touchedAt.clear();
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
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
