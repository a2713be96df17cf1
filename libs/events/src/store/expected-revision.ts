import type { ExpectedRevision } from './event-store.port';

/** The check every adapter without native optimistic concurrency must apply before writing. */
export function satisfiesExpectedRevision(expected: ExpectedRevision, actual: number | 'no_stream'): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === 'no_stream';
  if (expected === 'stream_exists') return actual !== 'no_stream';
  return actual === expected;
}
