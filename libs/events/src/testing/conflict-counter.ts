import { type EventStore, WrongExpectedRevisionError } from '../store/event-store.port';

/**
 * Counts the optimistic-concurrency failures of `store` and makes each stream read answer after
 * `readLatencyMs`, as a store across a network does, so commands that read together can race.
 */
export function countConflicts(store: EventStore, readLatencyMs = 1): { conflicts: () => number } {
  let conflicts = 0;
  const append = store.appendToStream.bind(store);
  const readStream = store.readStream.bind(store);
  store.appendToStream = async (...args) => {
    try {
      return await append(...args);
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) conflicts += 1;
      throw error;
    }
  };
  store.readStream = async (...args) => {
    const events = await readStream(...args);
    await new Promise((done) => setTimeout(done, readLatencyMs));
    return events;
  };
  return { conflicts: () => conflicts };
}
