import {
  PersonalDataKeyMissingError,
  type PersonalDataKeyStore,
  type SubjectKey,
} from './personal-data-keys.port';

const CACHE_LIMIT = 20_000;

/**
 * The key store behind a cache in this process. A destroyed key is destroyed for good, so it is cached for
 * good; a subject whose `PersonalDataErased` event this process has seen counts as destroyed even before the
 * key store says so (another process appends the event, then destroys the key). Subjects without a key (whose
 * events were all written in plain before encryption) are cached as such until one is created.
 */
export class PersonalDataVault {
  private readonly live = new Map<number, Buffer>();
  private readonly destroyed = new Set<number>();
  private readonly keyless = new Set<number>();

  constructor(private readonly store: PersonalDataKeyStore) {}

  /** Keys for appends: created where missing. */
  async obtain(subjectIds: readonly number[]): Promise<Map<number, SubjectKey>> {
    for (const id of subjectIds) this.keyless.delete(id);
    return this.lookUp(subjectIds, (ids) => this.store.obtain(ids));
  }

  /** Keys for reads; subjects that never had one are absent. */
  known(subjectIds: readonly number[]): Promise<Map<number, SubjectKey>> {
    return this.lookUp(subjectIds, (ids) => this.store.find(ids));
  }

  /** Keys to open sealed fields: a sealed field without a key or a tombstone means a lost key store. */
  async required(subjectIds: readonly number[]): Promise<Map<number, SubjectKey>> {
    for (const id of subjectIds) this.keyless.delete(id);
    const keys = await this.known(subjectIds);
    for (const id of subjectIds) if (!keys.has(id)) throw new PersonalDataKeyMissingError(id);
    return keys;
  }

  /** The subject's erasure is in the log: read it as erased from now on. */
  noteErased(subjectId: number): void {
    this.live.delete(subjectId);
    this.keyless.delete(subjectId);
    this.destroyed.add(subjectId);
  }

  async destroy(subjectId: number): Promise<void> {
    this.noteErased(subjectId);
    await this.store.destroy(subjectId);
  }

  close(): Promise<void> {
    return this.store.close();
  }

  private async lookUp(
    subjectIds: readonly number[],
    load: (ids: number[]) => Promise<Map<number, SubjectKey>>,
  ): Promise<Map<number, SubjectKey>> {
    const keys = new Map<number, SubjectKey>();
    const missing: number[] = [];
    for (const id of new Set(subjectIds)) {
      if (this.destroyed.has(id)) keys.set(id, 'destroyed');
      else if (this.live.has(id)) keys.set(id, this.live.get(id)!);
      else if (!this.keyless.has(id)) missing.push(id);
    }
    if (missing.length === 0) return keys;
    const loaded = await load(missing);
    for (const id of missing) {
      const key = loaded.get(id);
      // An erasure noted while the store was asked wins over the key the store still had.
      if (key === 'destroyed' || this.destroyed.has(id)) this.noteErased(id);
      else if (key) this.remember(this.live, id, key);
      else this.remember(this.keyless, id);
      if (this.destroyed.has(id)) keys.set(id, 'destroyed');
      else if (key) keys.set(id, key);
    }
    return keys;
  }

  private remember(cache: Map<number, Buffer> | Set<number>, id: number, key?: Buffer): void {
    if (cache instanceof Map) cache.set(id, key!);
    else cache.add(id);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as number);
  }
}
