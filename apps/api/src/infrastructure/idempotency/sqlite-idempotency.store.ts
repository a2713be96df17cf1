import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { whileOpening } from '@ledgerline/events';
import {
  IDEMPOTENCY_TIMINGS,
  type IdempotencyClaim,
  type IdempotencyStore,
  type IdempotencyTimings,
  type StoredAnswer,
} from './idempotency-store.port';

interface Row {
  fingerprint: string;
  answer: string | null;
  expires: number;
}

/** Embedded profile: one SQLite file beside the sessions; a claim is a row, taken in one transaction. */
export class SqliteIdempotencyStore implements IdempotencyStore {
  private readonly db: Database.Database;
  private readonly claimRow: (scope: string, key: string, fingerprint: string) => IdempotencyClaim;
  private readonly completeRow: Database.Statement<[string, number, string, string]>;
  private readonly releaseRow: Database.Statement<[string, string]>;

  constructor(
    filePath: string,
    private readonly timings: IdempotencyTimings = IDEMPOTENCY_TIMINGS,
    private readonly now: () => number = Date.now,
  ) {
    mkdirSync(dirname(filePath), { recursive: true });
    this.db = new Database(filePath);
    whileOpening(filePath, () => this.db.pragma('journal_mode = WAL'));
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`CREATE TABLE IF NOT EXISTS idempotency_keys (
      scope TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL,
      answer TEXT, expires INTEGER NOT NULL, PRIMARY KEY (scope, key)) WITHOUT ROWID`);
    const find = this.db.prepare<[string, string], Row>(
      'SELECT fingerprint, answer, expires FROM idempotency_keys WHERE scope = ? AND key = ?',
    );
    const take = this.db.prepare(
      'INSERT OR REPLACE INTO idempotency_keys (scope, key, fingerprint, answer, expires) VALUES (?, ?, ?, NULL, ?)',
    );
    this.db.prepare('DELETE FROM idempotency_keys WHERE expires <= ?').run(this.now());
    // IMMEDIATE: two processes claiming the same key at once serialise on the write lock.
    const claimTx = this.db.transaction(
      (scope: string, key: string, fingerprint: string): IdempotencyClaim => {
        const row = find.get(scope, key);
        if (!row || row.expires <= this.now()) {
          take.run(scope, key, fingerprint, this.now() + this.timings.claimMs);
          return { kind: 'started' };
        }
        if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
        if (row.answer === null) return { kind: 'in-progress' };
        return { kind: 'replay', answer: JSON.parse(row.answer) as StoredAnswer };
      },
    );
    this.claimRow = (scope, key, fingerprint) => claimTx.immediate(scope, key, fingerprint);
    this.completeRow = this.db.prepare(
      'UPDATE idempotency_keys SET answer = ?, expires = ? WHERE scope = ? AND key = ?',
    );
    this.releaseRow = this.db.prepare(
      'DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND answer IS NULL',
    );
  }

  async claim(scope: string, key: string, fingerprint: string): Promise<IdempotencyClaim> {
    return this.claimRow(scope, key, fingerprint);
  }

  async complete(scope: string, key: string, answer: StoredAnswer): Promise<void> {
    this.completeRow.run(JSON.stringify(answer), this.now() + this.timings.answerMs, scope, key);
  }

  async release(scope: string, key: string): Promise<void> {
    this.releaseRow.run(scope, key);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
