/** Serialises async critical sections in one process; callers run in arrival order. */
export class AsyncMutex {
  private tail: Promise<void> = Promise.resolve();

  async runExclusive<T>(work: () => Promise<T>): Promise<T> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      return await work();
    } finally {
      release();
    }
  }
}

const mutexesByKey = new Map<string, AsyncMutex>();

/** One mutex per key for the whole process, e.g. per database file. */
export function sharedMutex(key: string): AsyncMutex {
  let mutex = mutexesByKey.get(key);
  if (!mutex) mutexesByKey.set(key, (mutex = new AsyncMutex()));
  return mutex;
}
