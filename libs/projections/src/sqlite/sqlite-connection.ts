import { checkpointInBackground, whileOpening } from '@ledgerline/events';
import Database from 'better-sqlite3';

/** A better-sqlite3 connection with a prepared-statement cache keyed by SQL text; WAL checkpoints in a worker. */
export class SqliteConnection {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    readonly db: Database.Database,
    private readonly closeBeside: (close: () => void) => void = (close) => close(),
  ) {}

  static open(filePath: string, options: { busyTimeoutMs: number }): SqliteConnection {
    const db = new Database(filePath, { timeout: options.busyTimeoutMs });
    whileOpening(filePath, () => {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      // A batch's savepoints (one per projector) keep the pages they change again in a sub-journal, which SQLite
      // otherwise spills into a new temporary file: about a third of a create's write calls went there.
      db.pragma('temp_store = MEMORY');
    });
    // Per connection: a row rewritten or deleted (an erased person, docs/decisions/0032) leaves zeros in
    // the freed space, not the old values.
    db.pragma('secure_delete = ON');
    return new SqliteConnection(db, checkpointInBackground(db));
  }

  statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  close(): void {
    this.statements.clear();
    // The worker lets go of the file first, so the last connection still folds the WAL into it on close.
    this.closeBeside(() => this.db.close());
  }
}

// Not `instanceof Error`: the native addon builds its errors with the SqliteError class of whichever
// realm loaded it first, which under Jest is often another test file's.
export const isSqliteBusy = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  String(error.code).startsWith('SQLITE_BUSY');
