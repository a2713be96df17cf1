import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '@ledgerline/events';
import {
  checkpointNameOf,
  openSqliteReadStore,
  type Projector,
  type ReadDocument,
  type SqliteReadStore,
} from '@ledgerline/projections';
import { EntityNamesProjector } from '../modules/entities/projections/entity-names.projector';
import { ACCOUNT_ID, OWNER_USER_ID } from './given-events';

export type Snapshot = Record<string, ReadDocument[]>;

const FIRST_RECORDED_AT = Date.parse('2025-03-01T09:00:00.000Z');

/**
 * Envelopes as the store would record `events`: one minute apart, positions from 1, each on `stream` or
 * else on the register stream of the account its data names.
 */
export function recorded(
  events: readonly { type: string; data: unknown }[],
  stream?: { name: string; accountId: string },
): RecordedEvent[] {
  return events.map(({ type, data }, index) => {
    const ofAccount = (data as { accountId?: unknown }).accountId ?? ACCOUNT_ID;
    const accountId = stream?.accountId ?? String(ofAccount);
    return {
      type,
      data,
      metadata: {
        eventId: `event-${index + 1}`,
        accountId,
        actorId: String(OWNER_USER_ID),
        correlationId: `command-${index + 1}`,
        causationId: `command-${index + 1}`,
        recordedAt: new Date(FIRST_RECORDED_AT + index * 60_000).toISOString(),
      },
      streamName: stream?.name ?? `account-${accountId}`,
      streamRevision: index,
      globalPosition: BigInt(index + 1),
    };
  });
}

/** The distinct accounts whose documents a snapshot holds, in order. */
export const accountIdsIn = (snapshot: Snapshot | undefined): unknown[] =>
  [
    ...new Set(Object.values(snapshot ?? {}).flatMap((documents) => documents.map((d) => d.accountId))),
  ].sort();

export interface Projected {
  /** Every collection of the projector after each event, in order. */
  history: Snapshot[];
  documents<T extends ReadDocument>(collection: string): Promise<T[]>;
  get<T extends ReadDocument>(collection: string, id: string): Promise<T | null>;
  count(collection: string, filter?: Record<string, string | number | boolean | null>): Promise<number>;
}

/**
 * Runs a projector against a real SQLite read store in a temporary directory, one fresh store per run. As in
 * allProjectors, the shared entity names (EntityRefs reads them) are projected after it, event by event.
 */
export class ProjectionHarness {
  private readonly dir = mkdtempSync(join(tmpdir(), 'ledgerline-projector-spec-'));
  private readonly stores: SqliteReadStore[] = [];

  constructor(private readonly newProjector: () => Projector) {}

  /** Applies `events` in order, each `times` times in a row, each application in its own transaction. */
  async project(events: readonly RecordedEvent[], times = 1): Promise<Projected> {
    const projector = this.newProjector();
    const names = new EntityNamesProjector();
    const after = projector.name === names.name ? [] : [names];
    const store = openSqliteReadStore(join(this.dir, `read-models-${this.stores.length + 1}.sqlite`));
    this.stores.push(store);
    const snapshot = async (): Promise<Snapshot> => {
      const collections: Snapshot = {};
      for (const collection of projector.collections) collections[collection] = await store.find(collection);
      return collections;
    };
    const history: Snapshot[] = [];
    for (const event of events) {
      for (let attempt = 0; attempt < times; attempt++)
        await store.withCheckpoint(checkpointNameOf(projector), async (writer) => {
          await projector.apply(event, writer);
          await projector.afterBatch?.(writer);
          return null;
        });
      for (const next of after.filter((other) => other.handles.includes(event.type)))
        await store.withCheckpoint(checkpointNameOf(next), async (writer) => {
          await next.apply(event, writer);
          return null;
        });
      history.push(await snapshot());
    }
    return {
      history,
      documents: (collection) => store.find(collection),
      get: (collection, id) => store.get(collection, id),
      count: (collection, filter) => store.count(collection, filter),
    };
  }

  /** Applies all `events` in one transaction, as the runner applies a batch, and answers what it left. */
  async projectInOneBatch(events: readonly RecordedEvent[]): Promise<Snapshot> {
    const projector = this.newProjector();
    const store = openSqliteReadStore(join(this.dir, `read-models-${this.stores.length + 1}.sqlite`));
    this.stores.push(store);
    await store.withCheckpoint(checkpointNameOf(projector), async (writer) => {
      for (const event of events) await projector.apply(event, writer);
      await projector.afterBatch?.(writer);
      return null;
    });
    const collections: Snapshot = {};
    for (const collection of projector.collections) collections[collection] = await store.find(collection);
    return collections;
  }

  async cleanup(): Promise<void> {
    for (const store of this.stores) await store.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
