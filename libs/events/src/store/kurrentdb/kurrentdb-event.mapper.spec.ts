import type { AllStreamResolvedEvent } from '@kurrent/kurrentdb-client';
import { testEvent } from '../../testing/test-events';
import { eventDigest, linkHash } from '../chain/chain-link';
import {
  CHAIN_KEY,
  streamChainOf,
  toChainedEventData,
  toEventData,
  toRecordedEvent,
  toStreamState,
  verifyStreamLinks,
} from './kurrentdb-event.mapper';

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

  describe('per-stream chain (docs/decisions/0031)', () => {
    const events = [testEvent('A', { n: 1 }), testEvent('B', { n: 2 })];

    it('links each event to the one before it in the stream, over the event as stored without the link', () => {
      const [first, second] = toChainedEventData('company-1', 3, 'tail', events);
      const link = (data: typeof first) => (data.metadata as Record<string, unknown>)[CHAIN_KEY];
      const digestOf = (i: number) =>
        eventDigest({ streamName: 'company-1', streamRevision: 3 + i, ...events[i] });
      const firstHash = linkHash('tail', digestOf(0));
      expect(link(first)).toEqual({ previousHash: 'tail', hash: firstHash });
      expect(link(second)).toEqual({ previousHash: firstHash, hash: linkHash(firstHash, digestOf(1)) });
    });

    it('changes the hash when the revision, the type or a field changes', () => {
      const hash = (name: string, revision: number, data: unknown) =>
        (
          toChainedEventData(name, revision, '', [{ ...events[0], data }])[0].metadata as Record<
            string,
            { hash: string }
          >
        )[CHAIN_KEY].hash;
      const base = hash('company-1', 0, { n: 1 });
      expect(
        new Set([
          base,
          hash('company-2', 0, { n: 1 }),
          hash('company-1', 1, { n: 1 }),
          hash('company-1', 0, { n: 9 }),
        ]).size,
      ).toBe(4);
    });

    it('reads the link back and keeps it out of the delivered metadata', () => {
      const chained = resolved('A', 7n);
      const metadata = { eventId: 'e', [CHAIN_KEY]: { previousHash: 'p', hash: 'h' } };
      (chained.event as { metadata: unknown }).metadata = metadata;
      expect(streamChainOf(chained)).toEqual({ previousHash: 'p', hash: 'h' });
      expect(toRecordedEvent(chained)?.metadata).toEqual({ eventId: 'e' });
      expect(streamChainOf(resolved('A', 8n))).toBeNull();
    });

    it('verifies a stream from its links and names the first revision that breaks them', () => {
      const stored = (data: ReturnType<typeof toChainedEventData>) =>
        data.map((event, revision) => {
          const read = resolved(event.type, BigInt(revision + 1));
          Object.assign(read.event as object, {
            data: event.data,
            metadata: event.metadata,
            revision: BigInt(revision),
          });
          return read;
        });
      const three = [...events, testEvent('C', { n: 3 })];
      const chained = stored(toChainedEventData('company-1', 0, '', three));
      expect(verifyStreamLinks(chained)).toEqual({ ok: true, checked: 3 });
      const edited = stored(toChainedEventData('company-1', 0, '', three));
      Object.assign(edited[1].event as object, { data: { n: 20 } });
      expect(verifyStreamLinks(edited)).toEqual({ ok: false, checked: 1, brokenAt: 1 });
      expect(verifyStreamLinks([chained[0], chained[2]])).toMatchObject({ ok: false, brokenAt: 2 });
      expect(verifyStreamLinks(chained.slice(1))).toMatchObject({ ok: false, brokenAt: 1 });
    });
  });
});
