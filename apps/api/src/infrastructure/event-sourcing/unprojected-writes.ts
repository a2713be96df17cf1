import { AsyncLocalStorage } from 'node:async_hooks';
import type { DomainEventData } from './decider';

/** What a request committed that its projections had not shown yet when it stopped waiting. */
export interface UnprojectedWrites {
  events: DomainEventData[];
}

const storage = new AsyncLocalStorage<UnprojectedWrites>();

/** Runs one request with a place to note commits whose read models lag. */
export const trackUnprojectedWrites = (run: () => void): void => storage.run({ events: [] }, run);

export function noteUnprojected(events: DomainEventData[]): void {
  storage.getStore()?.events.push(...events);
}

/** The events this request committed but could not yet read back, or an empty list. */
export const unprojectedWrites = (): DomainEventData[] => storage.getStore()?.events ?? [];
