import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { Binary, type Collection, MongoClient } from 'mongodb';
import type { SnapshotStore, StreamSnapshot } from './snapshot-store.port';

interface SnapshotDocument {
  _id: string;
  revision: number;
  version: number;
  state: Binary;
}

/**
 * Scale-out profile: one document per stream in `stream_snapshots` of the read models' database, deflated
 * (a 10,000-entity account's state is about 10 MB of JSON; a document may hold 16 MB).
 */
export class MongoSnapshotStore implements SnapshotStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly snapshots: Collection<SnapshotDocument>,
  ) {}

  static async open(url: string, databaseName?: string): Promise<MongoSnapshotStore> {
    const client = new MongoClient(url, { serverSelectionTimeoutMS: 5_000 });
    await client.connect();
    return new MongoSnapshotStore(client, client.db(databaseName).collection('stream_snapshots'));
  }

  async load(streamName: string): Promise<StreamSnapshot | null> {
    const doc = await this.snapshots.findOne({ _id: streamName });
    if (!doc) return null;
    return {
      streamName,
      revision: doc.revision,
      version: doc.version,
      state: inflateRawSync(doc.state.buffer),
    };
  }

  async save(snapshot: StreamSnapshot): Promise<void> {
    const { streamName, revision, version } = snapshot;
    const replacement = {
      revision,
      version,
      state: new Binary(deflateRawSync(snapshot.state, { level: 1 })),
    };
    // Never replace a later snapshot of the same evolver (two processes may save one stream).
    const stale = { _id: streamName, $or: [{ version: { $ne: version } }, { revision: { $lt: revision } }] };
    try {
      await this.snapshots.replaceOne(stale, replacement, { upsert: true });
    } catch (error) {
      // The upsert collides with the later snapshot that made `stale` match nothing: keep that one.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }

  async delete(streamName: string): Promise<void> {
    await this.snapshots.deleteOne({ _id: streamName });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
