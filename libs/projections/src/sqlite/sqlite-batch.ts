import type { CheckpointedWork } from '../read-store.port';
import { scopedWriter } from '../scoped-writer';
import type { SqliteConnection } from './sqlite-connection';
import type { SqliteDocuments } from './sqlite-documents';
import { SqliteWriteBehind } from './sqlite-write-behind';

const PART = 'batch_part';

/**
 * The parts of one read-store batch (one write transaction, many projectors): the checkpoints are read once
 * when the batch begins and written once before it commits; a part opens its savepoint only when it first
 * writes a table, so a projector that handles none of the batch's events costs a map entry, not four
 * statements (a live batch of one event paid ~0.7 ms for 23 savepoints alone).
 */
export class SqliteBatch {
  private readonly checkpoints: Map<string, string>;
  private readonly moved = new Map<string, string>();

  constructor(
    private readonly writer: SqliteConnection,
    private readonly documents: () => SqliteDocuments,
  ) {
    const rows = writer.statement('SELECT name, position FROM read_checkpoints').all() as {
      name: string;
      position: string;
    }[];
    this.checkpoints = new Map(rows.map((row) => [row.name, row.position]));
  }

  /** One projector's part: its writes and its checkpoint are kept, or undone, together. */
  async part(checkpointName: string, work: CheckpointedWork): Promise<void> {
    let open = true;
    let savepoint = false;
    const documents = new SqliteWriteBehind(this.documents(), () => {
      if (savepoint) return;
      this.writer.statement(`SAVEPOINT ${PART}`).run();
      savepoint = true;
    });
    const stored = this.checkpoints.get(checkpointName);
    try {
      const next = await work(
        scopedWriter(documents, () => open),
        stored === undefined ? null : BigInt(stored),
      );
      documents.flush();
      if (next !== null) this.move(checkpointName, next.toString());
    } catch (error) {
      if (savepoint) this.writer.statement(`ROLLBACK TO ${PART}`).run();
      throw error;
    } finally {
      open = false;
      if (savepoint) this.writer.statement(`RELEASE ${PART}`).run();
    }
  }

  /** The moved checkpoints, written inside the batch's transaction just before it commits. */
  writeCheckpoints(): void {
    const upsert = this.writer.statement(
      'INSERT OR REPLACE INTO read_checkpoints (name, position) VALUES (?, ?)',
    );
    for (const [name, position] of this.moved) upsert.run(name, position);
  }

  private move(checkpointName: string, position: string): void {
    this.checkpoints.set(checkpointName, position);
    this.moved.set(checkpointName, position);
  }
}
