import type { OwnershipGraph } from '@ledgerline/ownership';
import { VersionedSliceLru } from './versioned-slice-lru';

/** A graph weighing `entities` (no links). */
const graphOf = (entities: number): OwnershipGraph => ({
  entities: Array.from({ length: entities }, (_, k) => ({ id: k + 1, name: `E${k + 1}`, type: 'company' })),
  relationships: [],
});

describe('VersionedSliceLru', () => {
  it('given a full budget, drops the account used least recently first', () => {
    const lru = new VersionedSliceLru(10);
    lru.set(1, 'v1', 'a', graphOf(4));
    lru.set(2, 'v1', 'a', graphOf(4));
    expect(lru.get(1, 'v1', 'a')).toBeDefined();
    lru.set(3, 'v1', 'a', graphOf(4));
    expect(lru.get(2, 'v1', 'a')).toBeUndefined();
    expect(lru.get(1, 'v1', 'a')).toBeDefined();
    expect(lru.get(3, 'v1', 'a')).toBeDefined();
    expect(lru.weight).toBe(8);
  });

  it('when an account is asked at another version, forgets everything it held for it', () => {
    const lru = new VersionedSliceLru(100);
    lru.set(1, 'v1', 'a', graphOf(4));
    lru.set(1, 'v1', 'b', graphOf(4));
    expect(lru.get(1, 'v2', 'a')).toBeUndefined();
    expect(lru.get(1, 'v1', 'b')).toBeUndefined();
    expect(lru.weight).toBe(0);
  });

  it('does not keep a slice larger than the whole budget, nor evict others for it', () => {
    const lru = new VersionedSliceLru(10);
    lru.set(1, 'v1', 'a', graphOf(4));
    const huge = lru.set(2, 'v1', 'a', graphOf(11));
    expect(huge.graph.entities).toHaveLength(11);
    expect(lru.get(2, 'v1', 'a')).toBeUndefined();
    expect(lru.get(1, 'v1', 'a')).toBeDefined();
  });

  it('derives a result once per entry and key', () => {
    const lru = new VersionedSliceLru(10);
    const entry = lru.set(1, 'v1', 'a', graphOf(2));
    let computed = 0;
    const size = (graph: OwnershipGraph) => (computed++, graph.entities.length);
    expect(VersionedSliceLru.derive(entry, 'size', size)).toBe(2);
    expect(VersionedSliceLru.derive(entry, 'size', size)).toBe(2);
    expect(computed).toBe(1);
  });
});
