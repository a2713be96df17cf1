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
import { type QueuedCommand, StreamGroupCommit } from './stream-group-commit';
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
  private readonly commits = new StreamGroupCommit<CommandMeta>((stream, group) =>
    this.decideAndAppend(stream, group),
  );

  constructor(
    private readonly store: EventStore,
    private readonly catalogue: EventCatalogue,
    private readonly clock: Clock,
    private readonly projections: ProjectionRunner,
    private readonly projectionWaitMs: number,
    private readonly snapshots: StreamSnapshots | null = null,
  ) {}

  /**
   * The cached state, else the latest snapshot, else the initial state; then the events after it. With
   * `trustCache`, a state this process holds is taken as it is, without reading the log for another process's
   * appends: for decisions appended with the revision they were made on, whose conflict reloads.
   */
  async load<S>(streamName: string, evolver: Evolver<S>, trustCache = false): Promise<Loaded<S>> {
    const cached = this.cache.get(streamName) as Cached<S> | undefined;
    if (trustCache && cached?.evolver === evolver) return { state: cached.state, revision: cached.revision };
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

  /**
   * Returns the global position of the last event appended with the command's own (a command decided in a
   * group answers the group's last position), or null when the decision emitted nothing.
   */
  async execute<S>(
    streamName: string,
    evolver: Evolver<S>,
    meta: CommandMeta,
    decide: (state: S) => DomainEventData[],
  ): Promise<bigint | null> {
    const appended = await new Promise<Appended | null>((answer, refuse) =>
      this.commits.enqueue(streamName, {
        evolver: evolver as Evolver<unknown>,
        meta,
        decide: decide as (state: unknown) => DomainEventData[],
        answer,
        refuse,
      }),
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

  /**
   * Decides each command of the group on the state the ones before it left (a refusal answers that command
   * alone) and appends all their events at once with the revision they were decided on. A conflict (another
   * process appended) drops the cached state and decides the whole group again on the stream as it is now.
   */
  private async decideAndAppend(streamName: string, group: QueuedCommand<CommandMeta>[]): Promise<void> {
    const evolver = group[0].evolver;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      // A conflict below drops the cache, so a retry reads what another process appended.
      const { state, revision } = await this.load(streamName, evolver, true);
      const decisions = this.decideEach(group, state, evolver);
      const appending = decisions.flatMap((decision) => decision.events);
      if (appending.length === 0) return this.answer(group, decisions, null);
      try {
        const result = await this.store.appendToStream(streamName, appending, {
          expectedRevision: revision < 0 ? 'no_stream' : revision,
        });
        const after = decisions.at(-1)!.state;
        this.remember(streamName, { state: after, revision: result.nextExpectedRevision, evolver });
        this.snapshots?.loaded(streamName, evolver, after, result.nextExpectedRevision);
        return this.answer(group, decisions, result.lastGlobalPosition);
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

  /**
   * Each command's events on the state after the ones before it; the state is evolved with the events as
   * validated for the append, which are what a read would decode (evolvers read type and data only).
   */
  private decideEach(group: QueuedCommand<CommandMeta>[], initial: unknown, evolver: Evolver<unknown>) {
    let state = initial;
    return group.map((command) => {
      try {
        const decided = command.decide(state);
        const events = this.toNewEvents(decided, command.meta);
        state = events.reduce((current, event) => evolver.evolve(current, event), state);
        return { decided, events, state, refusal: null };
      } catch (error) {
        return { decided: [], events: [], state, refusal: { error } };
      }
    });
  }

  private answer(
    group: QueuedCommand<CommandMeta>[],
    decisions: ReturnType<EventSourcedStreams['decideEach']>,
    position: bigint | null,
  ): void {
    group.forEach((command, i) => {
      const { decided, refusal } = decisions[i]!;
      if (refusal) command.refuse(refusal.error);
      else command.answer(decided.length > 0 && position !== null ? { position, decided } : null);
    });
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
