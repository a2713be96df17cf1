import type { AllStreamResolvedEvent } from '@kurrent/kurrentdb-client';
import { testEvent } from '../../testing/test-events';
import { toEventData, toRecordedEvent, toStreamState } from './kurrentdb-event.mapper';

function resolved(type: string, commit: bigint, isJson = true): AllStreamResolvedEvent {
  const event = {
    type,
    streamId: 'company-1',
    revision: 4n,
    isJson,
    data: { a: 1 },
    metadata: { eventId: 'e' },
  };
  return {
    event: { ...event, id: 'e', created: new Date(), position: { commit, prepare: commit } },
  } as AllStreamResolvedEvent;
}

describe('KurrentDB event mapping', () => {
  it('maps every expected revision onto a stream state', () => {
    expect(['any', 'no_stream', 'stream_exists', 7].map((e) => toStreamState(e as never))).toEqual([
      'any',
      'no_stream',
      'stream_exists',
      7n,
    ]);
  });

  it('uses our eventId as the KurrentDB event id and carries the metadata as JSON', () => {
    const event = testEvent('CompanyRenamed', { name: 'Acme' }, { effectiveAt: '2024-01-01' });
    expect(toEventData(event)).toMatchObject({
      id: event.metadata.eventId,
      type: 'CompanyRenamed',
      contentType: 'application/json',
      data: { name: 'Acme' },
      metadata: event.metadata,
    });
  });

  it('takes the commit position as the global position and the revision as a number', () => {
    expect(toRecordedEvent(resolved('CompanyRenamed', 1234n))).toMatchObject({
      streamName: 'company-1',
      streamRevision: 4,
      globalPosition: 1234n,
      data: { a: 1 },
    });
  });

  it('drops system and binary events', () => {
    expect(toRecordedEvent(resolved('$metadata', 1n))).toBeNull();
    expect(toRecordedEvent(resolved('Binary', 1n, false))).toBeNull();
    expect(toRecordedEvent({})).toBeNull();
  });
});
