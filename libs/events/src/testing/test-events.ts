import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent } from '../store/event-envelope';

export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  const eventId = randomUUID();
  return {
    eventId,
    accountId: 'account-1',
    actorId: 'user-1',
    correlationId: eventId,
    causationId: eventId,
    recordedAt: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export function testEvent(type: string, data: unknown = {}, metadata: Partial<EventMetadata> = {}): NewEvent {
  return { type, data, metadata: testMetadata(metadata) };
}

/** A stream-name prefix unique to one test, so suites can share a long-lived server. */
export function uniqueStreamPrefix(): string {
  return `test${randomUUID().replace(/-/g, '')}`;
}

export async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
