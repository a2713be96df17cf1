import type { ReadStoreWriter } from '../read-store.port';
import { type ReadStoreFactory, useFreshStore } from './read-store-factory';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function increment(writer: ReadStoreWriter): Promise<void> {
  const counter = await writer.get<{ id: string; value: number }>('counters', 'total');
  await pause(15);
  await writer.put('counters', { id: 'total', value: (counter?.value ?? 0) + 1 });
}

export function describeCheckpointContract(factory: ReadStoreFactory): void {
  describe('withCheckpoint', () => {
    const store = useFreshStore(factory);

    it('commits the writes and the returned checkpoint together', async () => {
      expect(await store().getCheckpoint('p@v1')).toBeNull();
      await store().withCheckpoint('p@v1', async (writer, checkpoint) => {
        expect(checkpoint).toBeNull();
        await writer.put('notes', { id: 'n1', text: 'hello' });
        return 12345678901234567890n;
      });
      expect(await store().getCheckpoint('p@v1')).toBe(12345678901234567890n);
      expect(await store().get('notes', 'n1')).toEqual({ id: 'n1', text: 'hello' });
      await store().withCheckpoint('p@v1', async (_writer, checkpoint) => {
        expect(checkpoint).toBe(12345678901234567890n);
        return null;
      });
      expect(await store().getCheckpoint('p@v1')).toBe(12345678901234567890n);
    });

    it('keeps neither the writes nor the checkpoint when work throws', async () => {
      const failing = store().withCheckpoint('p@v1', async (writer) => {
        await writer.put('notes', { id: 'n1' });
        throw new Error('projector failed');
      });
      await expect(failing).rejects.toThrow('projector failed');
      expect(await store().get('notes', 'n1')).toBeNull();
      expect(await store().getCheckpoint('p@v1')).toBeNull();
    });

    it('leaves the previous batch intact when a later batch fails half-way', async () => {
      const batch = (from: number, to: number, failAt?: number) =>
        store().withCheckpoint('p@v1', async (writer) => {
          for (let position = from; position <= to; position++) {
            if (position === failAt) throw new Error(`event ${position} failed`);
            await writer.put('notes', { id: `n${position}`, position });
            await writer.put('totals', { id: 'all', upTo: position });
          }
          return BigInt(to);
        });
      await batch(1, 3);
      await expect(batch(4, 6, 6)).rejects.toThrow('event 6 failed');
      expect(await store().count('notes')).toBe(3);
      expect(await store().get('totals', 'all')).toEqual({ id: 'all', upTo: 3 });
      expect(await store().getCheckpoint('p@v1')).toBe(3n);
    });

    it('lets the writer read its own writes while others see only committed data', async () => {
      await store().withCheckpoint('p@v1', async (writer) => {
        await writer.put('notes', { id: 'n1', accountId: 'a1' });
        expect(await writer.get('notes', 'n1')).toEqual({ id: 'n1', accountId: 'a1' });
        expect(await writer.count('notes', { accountId: 'a1' })).toBe(1);
        expect(await writer.find('notes', { accountId: 'a1' })).toHaveLength(1);
        expect(await store().get('notes', 'n1')).toBeNull();
        expect(await store().count('notes')).toBe(0);
        return 1n;
      });
      expect(await store().count('notes')).toBe(1);
    });

    it('serialises concurrent callers', async () => {
      await Promise.all([
        store().withCheckpoint('p@v1', async (writer) => (await increment(writer), 1n)),
        store().withCheckpoint('q@v1', async (writer) => (await increment(writer), 2n)),
        store().withCheckpoint('p@v1', async (writer) => (await increment(writer), 3n)),
      ]);
      expect(await store().get('counters', 'total')).toEqual({ id: 'total', value: 3 });
      expect(await store().getCheckpoint('p@v1')).toBe(3n);
      expect(await store().getCheckpoint('q@v1')).toBe(2n);
    });

    it('refuses a writer used after its transaction ended', async () => {
      let leaked: ReadStoreWriter | undefined;
      await store().withCheckpoint('p@v1', async (writer) => ((leaked = writer), null));
      await expect(leaked!.put('notes', { id: 'late' })).rejects.toThrow();
      expect(await store().get('notes', 'late')).toBeNull();
    });
  });
}
