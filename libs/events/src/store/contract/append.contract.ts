import { testEvent, testMetadata, uniqueStreamPrefix } from '../../testing/test-events';
import { type ContractContext } from '../event-store.contract';
import { WrongExpectedRevisionError } from '../event-store.port';

export function describeAppendContract(context: ContractContext): void {
  let stream: string;
  beforeEach(() => {
    stream = `${uniqueStreamPrefix()}-1`;
  });

  it('appends to a new stream with no_stream and numbers revisions from 0', async () => {
    const result = await context.store.appendToStream(stream, [testEvent('A'), testEvent('B')], {
      expectedRevision: 'no_stream',
    });
    const events = await context.store.readStream(stream);
    expect(result.nextExpectedRevision).toBe(1);
    expect(events.map((e) => [e.type, e.streamRevision, e.streamName])).toEqual([
      ['A', 0, stream],
      ['B', 1, stream],
    ]);
    expect(events[1].globalPosition).toBe(result.lastGlobalPosition);
    expect(events[0].globalPosition < events[1].globalPosition).toBe(true);
  });

  it.each([
    ['no_stream on an existing stream', 'no_stream', true, 0],
    ['a stale revision', 1, true, 0],
    ['a revision ahead of the stream', 5, true, 0],
    ['stream_exists on a missing stream', 'stream_exists', false, 'no_stream'],
    ['a revision on a missing stream', 0, false, 'no_stream'],
  ] as const)('rejects %s with WrongExpectedRevisionError', async (_case, expectedRevision, seed, actual) => {
    if (seed) await context.store.appendToStream(stream, [testEvent('A')], { expectedRevision: 'no_stream' });
    const append = context.store.appendToStream(stream, [testEvent('B')], { expectedRevision });
    await expect(append).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(append).rejects.toMatchObject({ streamName: stream, expected: expectedRevision, actual });
    expect(await context.store.readStream(stream)).toHaveLength(seed ? 1 : 0);
  });

  it('accepts any, stream_exists and the exact revision when they hold', async () => {
    await context.store.appendToStream(stream, [testEvent('A')], { expectedRevision: 'any' });
    await context.store.appendToStream(stream, [testEvent('B')], { expectedRevision: 'any' });
    await context.store.appendToStream(stream, [testEvent('C')], { expectedRevision: 'stream_exists' });
    const last = await context.store.appendToStream(stream, [testEvent('D')], { expectedRevision: 2 });
    await context.store.appendToStream(stream, [testEvent('E')]);
    expect(last.nextExpectedRevision).toBe(3);
    expect((await context.store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('writes nothing when an append is refused or fails part-way', async () => {
    await context.store.appendToStream(stream, [testEvent('A')], { expectedRevision: 'no_stream' });
    const head = await context.store.headPosition();
    const refused = [testEvent('B'), testEvent('C'), testEvent('D')];
    await expect(
      context.store.appendToStream(stream, refused, { expectedRevision: 'no_stream' }),
    ).rejects.toThrow(WrongExpectedRevisionError);
    const unserialisable = [testEvent('B'), testEvent('C', { amount: 1n }), testEvent('D')];
    await expect(
      context.store.appendToStream(stream, unserialisable, { expectedRevision: 0 }),
    ).rejects.toThrow();
    expect((await context.store.readStream(stream)).map((e) => e.type)).toEqual(['A']);
    expect(await context.store.headPosition()).toBe(head);
  });

  it('lets exactly one of several concurrent appends with the same expected revision win', async () => {
    await context.store.appendToStream(stream, [testEvent('Opened')], { expectedRevision: 'no_stream' });
    const attempts = Array.from({ length: 10 }, (_, i) =>
      context.store.appendToStream(stream, [testEvent(`Attempt${i}`)], { expectedRevision: 0 }),
    );
    const results = await Promise.allSettled(attempts);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(rejected).toHaveLength(9);
    rejected.forEach((r) => expect(r.reason).toBeInstanceOf(WrongExpectedRevisionError));
    expect(await context.store.readStream(stream)).toHaveLength(2);
  });

  it('round-trips data and metadata, with and without effectiveAt', async () => {
    const effective = testMetadata({ effectiveAt: '2024-12-31', accountId: 'acc-9', actorId: 'system' });
    const plain = testMetadata();
    const data = { name: 'Acme Ltd', shares: [1, 2.5], nested: { ok: true, none: null } };
    await context.store.appendToStream(stream, [
      { type: 'Effective', data, metadata: effective },
      { type: 'Plain', data: {}, metadata: plain },
    ]);
    const [first, second] = await context.store.readStream(stream);
    expect(first.data).toEqual(data);
    expect(first.metadata).toEqual(effective);
    expect(second.metadata).toEqual(plain);
    expect('effectiveAt' in second.metadata).toBe(false);
  });
}
