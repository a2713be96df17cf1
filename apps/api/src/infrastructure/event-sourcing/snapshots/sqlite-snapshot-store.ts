import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { whileOpening } from '@ledgerline/events';
import type { SnapshotStore, StreamSnapshot } from './snapshot-store.port';

interface Row {
  stream_name: string;
  revision: number;
  version: number;
  state: Buffer;
}

/** Embedded profile: `DATA_DIR/snapshots.sqlite`, apart from the event log, which stays the only truth. */
export class SqliteSnapshotStore implements SnapshotStore {
  private readonly db: Database.Database;
  private readonly selectRow: Database.Statement<[string], Row>;
  private readonly upsertRow: Database.Statement<[string, number, number, Buffer]>;
  private readonly deleteRow: Database.Statement<[string]>;

  constructor(filePath: string) {
    mkdirSync(dirname(filePath), { recursive: true });
    this.db = new Database(filePath);
    whileOpening(filePath, () => this.db.pragma('journal_mode = WAL'));
    this.db.exec(`CREATE TABLE IF NOT EXISTS stream_snapshots (
      stream_name TEXT PRIMARY KEY, revision INTEGER NOT NULL, version INTEGER NOT NULL, state BLOB NOT NULL)`);
    this.selectRow = this.db.prepare('SELECT * FROM stream_snapshots WHERE stream_name = ?');
    this.upsertRow = this.db.prepare(`INSERT INTO stream_snapshots (stream_name, revision, version, state)
      VALUES (?, ?, ?, ?) ON CONFLICT (stream_name) DO UPDATE SET
        revision = excluded.revision, version = excluded.version, state = excluded.state
      WHERE excluded.version <> stream_snapshots.version OR excluded.revision > stream_snapshots.revision`);
    this.deleteRow = this.db.prepare('DELETE FROM stream_snapshots WHERE stream_name = ?');
  }

  load(streamName: string): Promise<StreamSnapshot | null> {
    const row = this.selectRow.get(streamName);
    return Promise.resolve(
      row ? { streamName, revision: row.revision, version: row.version, state: row.state } : null,
    );
  }

  save(snapshot: StreamSnapshot): Promise<void> {
    this.upsertRow.run(snapshot.streamName, snapshot.revision, snapshot.version, snapshot.state);
    return Promise.resolve();
  }

  delete(streamName: string): Promise<void> {
    this.deleteRow.run(streamName);
    return Promise.resolve();
  }

  close(): Promise<void> {
    if (this.db.open) this.db.close();
    return Promise.resolve();
  }
}
