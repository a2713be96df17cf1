import { erasedValueOf } from '@ledgerline/contracts';
import type { NewEvent, RecordedEvent } from '../store/event-envelope';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  Subscription,
  SubscribeToAllOptions,
} from '../store/event-store.port';
import { isSealed, seal, unseal } from './personal-data-cipher';
import type { SubjectKey } from './personal-data-keys.port';
import { mapPersonalFields, personalSubjectsOf } from './personal-fields';
import type { PersonalDataVault } from './personal-data-vault';

export const PERSONAL_DATA_ERASED = 'PersonalDataErased';

export class PersonalDataErasedError extends Error {
  constructor(readonly subjectId: number) {
    super(`The personal data of individual ${subjectId} was erased; nothing personal may be recorded for it`);
    this.name = 'PersonalDataErasedError';
  }
}

/**
 * Crypto-shredding around any event store (docs/decisions/0032-popia-erasure.md): an individual's personal
 * fields are sealed with that person's key before append and opened on read, so the inner store (and its hash
 * chain) only ever holds ciphertext. Once the key is destroyed those fields read as the erased marker. Events
 * stored before this decorator hold plain values, which pass through as they are.
 */
export class PersonalDataEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly vault: PersonalDataVault,
  ) {}

  async appendToStream(
    streamName: string,
    events: NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult> {
    const result = await this.inner.appendToStream(streamName, await this.sealAll(events), options);
    // Only once it is in the log: a refused erasure must not make the person read as erased.
    for (const event of events) this.noteErasure(event);
    return result;
  }

  private async sealAll(events: NewEvent[]): Promise<NewEvent[]> {
    const subjects = events.map((event) => personalSubjectsOf(event.type, event.data));
    const wanted = subjects.flat();
    if (wanted.length === 0) return events;
    const keys = await this.vault.obtain(wanted);
    return events.map((event, i) => {
      if (subjects[i].length === 0) return event;
      const data = mapPersonalFields(event.type, event.data, (subjectId, field, value) => {
        const key = keys.get(subjectId);
        if (!key || key === 'destroyed') throw new PersonalDataErasedError(subjectId);
        return seal(key, subjectId, field, value);
      });
      return { ...event, data };
    });
  }

  async readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.open(await this.inner.readStream(streamName, options));
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.open(await this.inner.readAll(options));
  }

  subscribeToAll(
    options: SubscribeToAllOptions,
    handler: (event: RecordedEvent) => Promise<void>,
  ): Subscription {
    return this.inner.subscribeToAll(options, async (event) => {
      const [opened] = await this.open([event]);
      await handler(opened);
    });
  }

  headPosition(): Promise<bigint | null> {
    return this.inner.headPosition();
  }

  async close(): Promise<void> {
    await Promise.all([this.inner.close(), this.vault.close()]);
  }

  private noteErasure(event: { type: string; data: unknown }): void {
    if (event.type === PERSONAL_DATA_ERASED)
      this.vault.noteErased((event.data as { entityId: number }).entityId);
  }

  /**
   * One key lookup per batch. Plain values (events stored before encryption) pass through, except those of an
   * erased person, which read as erased too although their bytes stay in the log.
   */
  private async open(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects = new Set<number>();
    const sealedSubjects = new Set<number>();
    for (const event of events) {
      this.noteErasure(event);
      const own = personalSubjectsOf(event.type, event.data);
      if (own.length === 0) continue;
      for (const subject of own) subjects.add(subject);
      mapPersonalFields(event.type, event.data, (_, __, value) => {
        if (isSealed(value)) sealedSubjects.add(value.s);
        return value;
      });
    }
    if (subjects.size === 0) return events;
    const keys = await this.vault.known([...subjects]);
    if (sealedSubjects.size > 0)
      for (const [id, key] of await this.vault.required([...sealedSubjects])) keys.set(id, key);
    return events.map((event) =>
      personalSubjectsOf(event.type, event.data).length === 0
        ? event
        : {
            ...event,
            data: mapPersonalFields(event.type, event.data, (s, f, v) => openField(keys, s, f, v)),
          },
    );
  }
}

function openField(keys: Map<number, SubjectKey>, subjectId: number, field: string, value: unknown): unknown {
  const key = keys.get(isSealed(value) ? value.s : subjectId);
  if (key === 'destroyed') return erasedValueOf(field, subjectId);
  return isSealed(value) ? unseal(key!, field, value) : value;
}
