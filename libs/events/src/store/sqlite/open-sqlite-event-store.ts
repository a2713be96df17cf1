import { openSqliteDatabase } from './open-sqlite-database';
import { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite-event-store.adapter';

/** Opens (creating the directory and schema when missing) the event log at `filePath`. */
export function openSqliteEventStore(
  filePath: string,
  options: SqliteEventStoreOptions = {},
): SqliteEventStore {
  return new SqliteEventStore(openSqliteDatabase(filePath), options);
}
