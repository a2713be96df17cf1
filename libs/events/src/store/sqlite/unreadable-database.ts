import { basename } from 'node:path';

const UNREADABLE = new Set(['SQLITE_NOTADB', 'SQLITE_CORRUPT']);

/** What can be done about each data file that cannot be read (README 'Data folder'). */
const REMEDIES: Record<string, string> = {
  'events.sqlite': 'Restore it from a backup: the event log is the record, nothing else can rebuild it.',
  'personal-data-keys.sqlite':
    'Restore it from a backup: without it the personal data in the log cannot be read.',
  'read-models.sqlite':
    'Move it aside (or delete it): the read models are rebuilt from the event log when the API starts.',
  'sessions.sqlite': 'Move it aside (or delete it): everyone signs in again.',
  'idempotency.sqlite':
    'Move it aside (or delete it): retried requests from before are no longer recognised.',
  'snapshots.sqlite': 'Move it aside (or delete it): snapshots are taken again from the event log.',
};

/** A data file that is not a SQLite database (overwritten, truncated, or not ours): named, with what to do. */
export class UnreadableDatabaseError extends Error {
  constructor(filePath: string, code: string) {
    const remedy = REMEDIES[basename(filePath)] ?? 'Restore it from a backup, or move it aside.';
    super(`${filePath} cannot be read as a SQLite database (${code}). ${remedy}`);
    this.name = 'UnreadableDatabaseError';
  }
}

/**
 * Runs the first statements on a freshly opened file; a file SQLite cannot read (better-sqlite3 reports it only
 * on the first statement) becomes an UnreadableDatabaseError naming the file, instead of a bare stack trace.
 */
export function whileOpening<T>(filePath: string, open: () => T): T {
  try {
    return open();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && UNREADABLE.has(code)) throw new UnreadableDatabaseError(filePath, code);
    throw error;
  }
}
