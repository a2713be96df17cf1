import { randomUUID } from 'node:crypto';
import {
  type EventCatalogue,
  type EventStore,
  type NewEvent,
  WrongExpectedRevisionError,
} from '@ledgerline/events';
import type { ProjectionRunner } from '@ledgerline/projections';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import type { DomainEventData, Evolver } from './decider';
import type { StreamSnapshots } from './snapshots/stream-snapshots';
import { StreamMailbox } from './stream-mailbox';
import { noteUnprojected } from './unprojected-writes';

export interface CommandMeta {
  accountId: number | 'system';
  actorId: number | 'system';
  correlationId: string;
}

interface Loaded<S> {
  state: S;
  /** -1 when the stream does not exist yet. */
  revision: number;
}

interface Cached<S> extends Loaded<S> {
  evolver: Evolver<S>;
}

const MAX_ATTEMPTS = 40;
const CACHE_LIMIT = 500;

interface Appended {
  position: bigint;
  decided: DomainEventData[];
}

/**
 * Loads a stream's state, runs a pure decision on it and appends the result with the revision it was
 * decided on. Commands on one stream in this process take turns (docs/decisions/0029), so a concurrent
 * writer is another process: its append makes ours fail and the decision is re-run on fresh state, so
 * invariants such as plan limits hold across processes too.
 */
export class EventSourcedStreams {
  private readonly cache = new Map<string, Cached<unknown>>();
  private readonly mailbox = new StreamMailbox();

  constructor(
    private readonly store: EventStore,
    private readonly catalogue: EventCatalogue,
    private readonly clock: Clock,
    private readonly projections: ProjectionRunner,
    private readonly projectionWaitMs: number,
    private readonly snapshots: StreamSnapshots | null = null,
  ) {}

  /** The cached state, else the latest snapshot, else the initial state; then the events after it. */
  async load<S>(streamName: string, evolver: Evolver<S>): Promise<Loaded<S>> {
    const cached = this.cache.get(streamName) as Cached<S> | undefined;
    const start = cached?.evolver === evolver ? cached : await this.fromSnapshot(streamName, evolver);
    let { state, revision } = start ?? { state: evolver.initialState(), revision: -1 };
    const newer = await this.store.readStream(streamName, { fromRevision: revision + 1 });
    for (const recorded of newer) {
      const event = this.catalogue.decode(recorded);
      state = evolver.evolve(state, event);
      revision = recorded.streamRevision;
    }
    this.remember(streamName, { state, revision, evolver });
    this.snapshots?.loaded(streamName, evolver, state, revision);
    return { state, revision };
  }

  /** Drops what this process and the snapshots hold of a stream's state, e.g. after personal data is erased. */
  async forget(streamName: string): Promise<void> {
    this.cache.delete(streamName);
    await this.snapshots?.forget(streamName);
  }

  /** A snapshot is used only while the log still holds the event it was taken at (a log restored from a backup may not). */
  private async fromSnapshot<S>(streamName: string, evolver: Evolver<S>): Promise<Loaded<S> | null> {
    const snapshot = await this.snapshots?.load(streamName, evolver);
    if (!snapshot) return null;
    const [last] = await this.store.readStream(streamName, { fromRevision: snapshot.revision, maxCount: 1 });
    return last?.streamRevision === snapshot.revision ? snapshot : null;
  }

  /** On shutdown: snapshots of the cached states that moved since their last one (docs/decisions/0036). */
  async saveSnapshots(): Promise<void> {
    await this.snapshots?.saveAll(this.cache);
  }

  /** Returns the global position of the last appended event, or null when the decision emitted nothing. */
  async execute<S>(
    streamName: string,
    evolver: Evolver<S>,
    meta: CommandMeta,
    decide: (state: S) => DomainEventData[],
  ): Promise<bigint | null> {
    const appended = await this.mailbox.run(streamName, () =>
      this.decideAndAppend(streamName, evolver, meta, decide),
    );
    if (appended === null) return null;
    // Outside the turn: the next command on the stream need not wait for this one's read models.
    if (!(await this.projections.waitFor(appended.position, this.projectionWaitMs)))
      noteUnprojected(appended.decided);
    return appended.position;
  }

  /** Appends to a stream that must not exist yet; false when it already does (a claim was lost). */
  async claim(streamName: string, meta: CommandMeta, events: DomainEventData[]): Promise<boolean> {
    try {
      const result = await this.store.appendToStream(streamName, this.toNewEvents(events, meta), {
        expectedRevision: 'no_stream',
      });
      if (!(await this.projections.waitFor(result.lastGlobalPosition, this.projectionWaitMs)))
        noteUnprojected(events);
      return true;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return false;
      throw error;
    }
  }

  private async decideAndAppend<S>(
    streamName: string,
    evolver: Evolver<S>,
    meta: CommandMeta,
    decide: (state: S) => DomainEventData[],
  ): Promise<Appended | null> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const { state, revision } = await this.load(streamName, evolver);
      const decided = decide(state);
      if (decided.length === 0) return null;
      try {
        const result = await this.store.appendToStream(streamName, this.toNewEvents(decided, meta), {
          expectedRevision: revision < 0 ? 'no_stream' : revision,
        });
        return { position: result.lastGlobalPosition, decided };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        this.cache.delete(streamName);
        await new Promise((done) => setTimeout(done, Math.random() * 5 * attempt));
      }
    }
    throw new DomainError(
      'conflict',
      'CONCURRENCY.CONFLICT',
      'The record is being changed by someone else; please retry.',
    );
  }

  private toNewEvents(decided: DomainEventData[], meta: CommandMeta): NewEvent[] {
    const recordedAt = this.clock.now().toISOString();
    return decided.map((event) => ({
      type: event.type,
      data: this.catalogue.validate(event.type, event.data),
      metadata: {
        eventId: randomUUID(),
        accountId: String(meta.accountId),
        actorId: String(meta.actorId),
        correlationId: meta.correlationId,
        causationId: meta.correlationId,
        recordedAt,
        ...(event.effectiveAt ? { effectiveAt: event.effectiveAt } : {}),
      },
    }));
  }

  private remember<S>(streamName: string, loaded: Cached<S>): void {
    this.cache.delete(streamName);
    this.cache.set(streamName, loaded as Cached<unknown>);
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
  }
}
