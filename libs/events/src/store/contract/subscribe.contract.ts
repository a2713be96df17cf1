import type { RecordedEvent } from '../event-envelope';
import { testEvent, uniqueStreamPrefix, waitFor } from '../../testing/test-events';
import { type ContractContext } from '../event-store.contract';

export function describeSubscribeContract(context: ContractContext): void {
  let stream: string;
  beforeEach(() => {
    stream = `${uniqueStreamPrefix()}-sub`;
  });

  function collector() {
    const seen: RecordedEvent[] = [];
    const handler = async (event: RecordedEvent) => {
      if (event.streamName === stream) seen.push(event);
    };
    return { seen, handler, types: () => seen.map((e) => e.type) };
  }

  it('catches up from `after`, then receives live appends in order', async () => {
    const head = await context.store.headPosition();
    await context.store.appendToStream(stream, [testEvent('A'), testEvent('B'), testEvent('C')]);
    const { seen, handler, types } = collector();
    const subscription = context.store.subscribeToAll({ after: head ?? undefined }, handler);
    await waitFor(() => seen.length === 3);
    await context.store.appendToStream(stream, [testEvent('D')]);
    await context.store.appendToStream(stream, [testEvent('E'), testEvent('F')]);
    await waitFor(() => seen.length === 6);
    await subscription.unsubscribe();
    expect(types()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    seen.slice(1).forEach((e, i) => expect(e.globalPosition > seen[i].globalPosition).toBe(true));
  });

  it('starts strictly after the given position and stops delivering once unsubscribed', async () => {
    const appended = await context.store.appendToStream(stream, [testEvent('A'), testEvent('B')]);
    await context.store.appendToStream(stream, [testEvent('C')]);
    const { seen, handler, types } = collector();
    const subscription = context.store.subscribeToAll({ after: appended.lastGlobalPosition }, handler);
    await waitFor(() => seen.length === 1);
    await subscription.unsubscribe();
    await context.store.appendToStream(stream, [testEvent('D')]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(types()).toEqual(['C']);
  });

  it('awaits the handler before delivering the next event', async () => {
    const head = await context.store.headPosition();
    await context.store.appendToStream(stream, [testEvent('A'), testEvent('B'), testEvent('C')]);
    const log: string[] = [];
    const subscription = context.store.subscribeToAll({ after: head ?? undefined }, async (event) => {
      if (event.streamName !== stream) return;
      log.push(`start ${event.type}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push(`end ${event.type}`);
    });
    await waitFor(() => log.length === 6);
    await subscription.unsubscribe();
    expect(log).toEqual(['start A', 'end A', 'start B', 'end B', 'start C', 'end C']);
  });

  it('stops at a failing handler and reports the error instead of skipping the event', async () => {
    const head = await context.store.headPosition();
    await context.store.appendToStream(stream, [testEvent('A'), testEvent('Poison'), testEvent('C')]);
    const delivered: string[] = [];
    const errors: unknown[] = [];
    const failure = new Error('projection broke');
    const subscription = context.store.subscribeToAll(
      { after: head ?? undefined, onError: (error) => errors.push(error) },
      async (event) => {
        if (event.streamName !== stream) return;
        delivered.push(event.type);
        if (event.type === 'Poison') throw failure;
      },
    );
    await waitFor(() => errors.length === 1);
    await context.store.appendToStream(stream, [testEvent('D')]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await subscription.unsubscribe();
    expect(errors).toEqual([failure]);
    expect(delivered).toEqual(['A', 'Poison']);
  });
}
