import { IdMap, IdSet, withEntry } from './id-map';

describe('IdMap', () => {
  it('answers as a Map would after random sets and deletes, in ascending id order, leaving older maps unchanged', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const plain = new Map<number, string>();
    let map = IdMap.empty<string>();
    const history: [IdMap<string>, [number, string][]][] = [];
    for (let step = 0; step < 5_000; step++) {
      const key = Math.floor(random() * (step % 3 === 0 ? 2_000_000 : 3_000));
      if (random() < 0.3) {
        plain.delete(key);
        map = map.delete(key);
      } else {
        plain.set(key, `v${step}`);
        map = map.set(key, `v${step}`);
      }
      if (step % 500 === 0) history.push([map, [...plain].sort(([a], [b]) => a - b)]);
    }
    expect(map.size).toBe(plain.size);
    expect([...map]).toEqual([...plain].sort(([a], [b]) => a - b));
    for (const key of [...plain.keys()].slice(0, 200)) expect(map.get(key)).toBe(plain.get(key));
    expect(map.get(99_999_999)).toBeUndefined();
    for (const [old, entries] of history) expect([...old]).toEqual(entries);
  });

  it('refuses keys that are not ids and turns a plain Map into an IdMap on its first change', () => {
    expect(() => IdMap.empty<number>().set(-1, 1)).toThrow(RangeError);
    expect(() => IdMap.empty<number>().set(1.5, 1)).toThrow(RangeError);
    const changed = withEntry(new Map([[3, 'c']]), 1, 'a');
    expect(changed).toBeInstanceOf(IdMap);
    expect([...changed.keys()]).toEqual([1, 3]);
  });

  it('IdSet adds and deletes without touching the set it came from', () => {
    const one = IdSet.from([5, 1]);
    const two = one.add(40_000).delete(5);
    expect([...one]).toEqual([1, 5]);
    expect([...two]).toEqual([1, 40_000]);
    expect(two.has(40_000) && !two.has(5)).toBe(true);
    expect(one.add(1)).toBe(one);
  });
});

describe('IdMap.build', () => {
  it('builds at once the map that one set after another builds', () => {
    const entries: [number, string][] = [
      [70_000, 'a'],
      [3, 'b'],
      [33, 'c'],
      [3, 'd'],
    ];
    const built = IdMap.build(entries);
    expect([...built]).toEqual([...IdMap.from(entries)]);
    expect(built.size).toBe(3);
    expect([...built.set(4, 'e').delete(33)]).toEqual([
      [3, 'd'],
      [4, 'e'],
      [70_000, 'a'],
    ]);
    expect(IdMap.build([]).size).toBe(0);
  });
});

describe('IdMap with keys past 2^32', () => {
  it('still finds the small keys once a key of 2^35 or more is set (a 32-bit shift wraps)', () => {
    const keys = [10, 2 ** 31 + 7, 2 ** 32 + 1, 2 ** 45, Number.MAX_SAFE_INTEGER];
    const map = keys.reduce((built, key) => built.set(key, `v${key}`), IdMap.empty<string>());
    for (const key of keys) expect(map.get(key)).toBe(`v${key}`);
    expect([...map.keys()]).toEqual(keys);
    expect([...IdMap.build(keys.map((key) => [key, `v${key}`] as const)).keys()]).toEqual(keys);
    expect([...map.delete(2 ** 45).keys()]).toEqual(keys.filter((key) => key !== 2 ** 45));
  });
});
