import { randomUUID } from 'node:crypto';
import type { IdAllocator } from './id-allocator.port';

/** Two allocators over the same backing store, as two API processes would hold. */
export type IdAllocatorPairFactory = () => Promise<[IdAllocator, IdAllocator]>;

export function describeIdAllocatorContract(name: string, openPair: IdAllocatorPairFactory): void {
  describe(`IdAllocator contract: ${name}`, () => {
    let first: IdAllocator;
    let second: IdAllocator;
    let sequence: string;

    beforeEach(async () => {
      [first, second] = await openPair();
      sequence = `entity-${randomUUID()}`;
    });

    afterEach(async () => {
      await Promise.all([first.close(), second.close()]);
    });

    it('hands out strictly increasing ids per sequence, starting at 1', async () => {
      const ids = [];
      for (let i = 0; i < 5; i += 1) ids.push(await first.next(sequence));
      expect(ids).toEqual([1, 2, 3, 4, 5]);
    });

    it('keeps sequences independent', async () => {
      await first.next(sequence);
      await first.next(sequence);
      expect(await first.next(`${sequence}-other`)).toBe(1);
      expect(await first.next(sequence)).toBe(3);
    });

    it('gives 200 concurrent callers 200 distinct ids', async () => {
      const ids = await Promise.all(Array.from({ length: 200 }, () => first.next(sequence)));
      expect(new Set(ids).size).toBe(200);
      expect(Math.max(...ids)).toBe(200);
    });

    it('never hands out the same id through two instances', async () => {
      const calls = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? first : second).next(sequence));
      const ids = await Promise.all(calls);
      expect(new Set(ids).size).toBe(200);
      expect(await second.next(sequence)).toBe(201);
    });

    it('raises a sequence to a floor, seen by both instances, and never lowers it', async () => {
      await first.next(sequence);
      await first.raiseTo(sequence, 40);
      expect(await second.next(sequence)).toBe(41);
      await second.raiseTo(sequence, 10);
      expect(await first.next(sequence)).toBe(42);
      await first.raiseTo(`${sequence}-fresh`, 7);
      expect(await second.next(`${sequence}-fresh`)).toBe(8);
    });
  });
}
