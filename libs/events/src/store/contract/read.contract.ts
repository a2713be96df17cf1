import type { RecordedEvent } from '../event-envelope';
import { testEvent, uniqueStreamPrefix } from '../../testing/test-events';
import { type ContractContext } from '../event-store.contract';

export function describeReadContract(context: ContractContext): void {
  let prefix: string;
  beforeEach(() => {
    prefix = uniqueStreamPrefix();
  });

  /** Every batch after `after` up to the head, keeping only this test's streams (the log may be shared). */
  async function readOwnEvents(after: bigint | null, batchSize: number): Promise<RecordedEvent[][]> {
    const batches: RecordedEvent[][] = [];
    let cursor = after ?? undefined;
    for (;;) {
      const batch = await context.store.readAll({ after: cursor, maxCount: batchSize });
      if (batch.length === 0) return batches;
      if (cursor !== undefined && batch[0].globalPosition <= cursor)
        throw new Error('readAll ignored `after`');
      expect(batch.length).toBeLessThanOrEqual(batchSize);
      batches.push(batch.filter((e) => e.streamName.startsWith(prefix)));
      cursor = batch[batch.length - 1].globalPosition;
    }
  }

  it('reads a stream from a revision, up to maxCount, and [] for a missing stream', async () => {
    const stream = `${prefix}-s`;
    await context.store.appendToStream(
      stream,
      ['A', 'B', 'C', 'D', 'E'].map((t) => testEvent(t)),
    );
    const slice = await context.store.readStream(stream, { fromRevision: 1, maxCount: 3 });
    expect(slice.map((e) => [e.type, e.streamRevision])).toEqual([
      ['B', 1],
      ['C', 2],
      ['D', 3],
    ]);
    expect((await context.store.readStream(stream, { fromRevision: 4 })).map((e) => e.type)).toEqual(['E']);
    expect(await context.store.readStream(stream, { fromRevision: 5 })).toEqual([]);
    expect(await context.store.readStream(`${prefix}-missing`)).toEqual([]);
  });

  it('keeps 3,000 events over 30 streams in append order across readAll batches of 250', async () => {
    const head = await context.store.headPosition();
    const appended: string[] = [];
    const positions: bigint[] = [];
    for (let i = 0; i < 3000; i += 1) {
      const stream = `${prefix}-${i % 30}`;
      const expectedRevision = i < 30 ? 'no_stream' : Math.floor(i / 30) - 1;
      const result = await context.store.appendToStream(stream, [testEvent('Counted', { i })], {
        expectedRevision,
      });
      appended.push(`${stream}#${i}`);
      positions.push(result.lastGlobalPosition);
    }
    const batches = await readOwnEvents(head, 250);
    const events = batches.flat();
    if (context.options.startsEmpty) expect(batches.map((b) => b.length)).toEqual(Array(12).fill(250));
    expect(events.map((e) => `${e.streamName}#${(e.data as { i: number }).i}`)).toEqual(appended);
    expect(events.map((e) => e.globalPosition)).toEqual(positions);
    events.slice(1).forEach((e, i) => expect(e.globalPosition > events[i].globalPosition).toBe(true));
    expect(events.filter((e) => e.streamName === `${prefix}-7`).map((e) => e.streamRevision)).toEqual(
      Array.from({ length: 100 }, (_, r) => r),
    );
  });

  it('treats `after` as exclusive at every batch boundary', async () => {
    const head = await context.store.headPosition();
    const results = [];
    for (const type of ['A', 'B', 'C', 'D', 'E']) {
      results.push(await context.store.appendToStream(`${prefix}-b`, [testEvent(type)]));
    }
    const p = results.map((r) => r.lastGlobalPosition);
    const afterSecond = await context.store.readAll({ after: p[1], maxCount: 2 });
    expect(afterSecond.map((e) => e.globalPosition)).toEqual([p[2], p[3]]);
    expect(await context.store.readAll({ after: p[4], maxCount: 10 })).toEqual([]);
    const fromStart = await context.store.readAll({ after: head ?? undefined, maxCount: 1 });
    expect(fromStart.map((e) => e.type)).toEqual(['A']);
    if (context.options.startsEmpty) {
      expect((await context.store.readAll({ maxCount: 3 })).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    }
  });

  it('reports the newest position as head', async () => {
    if (context.options.startsEmpty) expect(await context.store.headPosition()).toBeNull();
    const first = await context.store.appendToStream(`${prefix}-h`, [testEvent('A'), testEvent('B')]);
    expect(await context.store.headPosition()).toBe(first.lastGlobalPosition);
    const second = await context.store.appendToStream(`${prefix}-h2`, [testEvent('C')]);
    expect(second.lastGlobalPosition > first.lastGlobalPosition).toBe(true);
    expect(await context.store.headPosition()).toBe(second.lastGlobalPosition);
  });
}
