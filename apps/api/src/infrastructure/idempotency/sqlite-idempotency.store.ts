import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { whileOpening } from '@ledgerline/events';
import {
  ERASED_ANSWER,
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
  private readonly completeRow: (
    scope: string,
    key: string,
    answer: StoredAnswer,
    subjects: readonly number[],
  ) => void;
  private readonly eraseRows: (entityId: number) => void;
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
    // An answer may repeat a person's fields: an erasure overwrites it and must not leave it in freed pages.
    this.db.pragma('secure_delete = ON');
    this.db.exec(`CREATE TABLE IF NOT EXISTS idempotency_keys (
      scope TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL,
      answer TEXT, expires INTEGER NOT NULL, PRIMARY KEY (scope, key)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS idempotency_subjects (
        entity_id INTEGER NOT NULL, scope TEXT NOT NULL, key TEXT NOT NULL,
        PRIMARY KEY (entity_id, scope, key)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS idempotency_subjects_by_key ON idempotency_subjects (scope, key)`);
    const find = this.db.prepare<[string, string], Row>(
      'SELECT fingerprint, answer, expires FROM idempotency_keys WHERE scope = ? AND key = ?',
    );
    const take = this.db.prepare(
      'INSERT OR REPLACE INTO idempotency_keys (scope, key, fingerprint, answer, expires) VALUES (?, ?, ?, NULL, ?)',
    );
    const forgetSubjects = this.db.prepare<[string, string]>(
      'DELETE FROM idempotency_subjects WHERE scope = ? AND key = ?',
    );
    this.db.prepare('DELETE FROM idempotency_keys WHERE expires <= ?').run(this.now());
    this.db.exec(`DELETE FROM idempotency_subjects WHERE NOT EXISTS (SELECT 1 FROM idempotency_keys k
      WHERE k.scope = idempotency_subjects.scope AND k.key = idempotency_subjects.key)`);
    // IMMEDIATE: two processes claiming the same key at once serialise on the write lock.
    const claimTx = this.db.transaction(
      (scope: string, key: string, fingerprint: string): IdempotencyClaim => {
        const row = find.get(scope, key);
        if (!row || row.expires <= this.now()) {
          take.run(scope, key, fingerprint, this.now() + this.timings.claimMs);
          forgetSubjects.run(scope, key);
          return { kind: 'started' };
        }
        if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
        if (row.answer === null) return { kind: 'in-progress' };
        return { kind: 'replay', answer: JSON.parse(row.answer) as StoredAnswer };
      },
    );
    this.claimRow = (scope, key, fingerprint) => claimTx.immediate(scope, key, fingerprint);
    const completeKey = this.db.prepare(
      'UPDATE idempotency_keys SET answer = ?, expires = ? WHERE scope = ? AND key = ?',
    );
    const addSubject = this.db.prepare(
      'INSERT OR IGNORE INTO idempotency_subjects (entity_id, scope, key) VALUES (?, ?, ?)',
    );
    this.completeRow = this.db.transaction((scope, key, answer, subjects) => {
      completeKey.run(JSON.stringify(answer), this.now() + this.timings.answerMs, scope, key);
      for (const subject of subjects) addSubject.run(subject, scope, key);
    });
    const redact = this.db.prepare(`UPDATE idempotency_keys SET answer = ? WHERE answer IS NOT NULL
      AND (scope, key) IN (SELECT scope, key FROM idempotency_subjects WHERE entity_id = ?)`);
    const dropSubject = this.db.prepare('DELETE FROM idempotency_subjects WHERE entity_id = ?');
    this.eraseRows = this.db.transaction((entityId: number) => {
      redact.run(JSON.stringify(ERASED_ANSWER), entityId);
      dropSubject.run(entityId);
    });
    this.releaseRow = this.db.prepare(
      'DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND answer IS NULL',
    );
  }

  async claim(scope: string, key: string, fingerprint: string): Promise<IdempotencyClaim> {
    return this.claimRow(scope, key, fingerprint);
  }

  async complete(
    scope: string,
    key: string,
    answer: StoredAnswer,
    subjects: readonly number[] = [],
  ): Promise<void> {
    this.completeRow(scope, key, answer, subjects);
  }

  async eraseSubject(entityId: number): Promise<void> {
    this.eraseRows(entityId);
    // The overwritten answers' old pages leave the write-ahead log too.
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async release(scope: string, key: string): Promise<void> {
    this.releaseRow.run(scope, key);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
