const BITS = 5;
const WIDTH = 1 << BITS;
const MASK = WIDTH - 1;

type Node<V> = (Node<V> | V | undefined)[];

const isIdKey = (key: number) => Number.isSafeInteger(key) && key >= 0;

function heightFor(key: number): number {
  let height = 1;
  for (let capacity = WIDTH; key >= capacity; capacity *= WIDTH) height++;
  return height;
}

// `>>>` takes its shift count modulo 32, so the shift is only right below 32 bits of shift and of key.
const slotOf = (key: number, level: number) =>
  key < 2 ** 32 && BITS * level < 32
    ? (key >>> (BITS * level)) & MASK
    : Math.floor(key / WIDTH ** level) & MASK;

/**
 * An immutable map of record ids (non-negative integers) to values: `set` and `delete` answer a new map that
 * shares all but one path of a 32-way trie with this one, so a state evolved by one event costs O(log n), not a
 * copy of the account's 10,000-entry maps. Iterates in ascending id order.
 */
export class IdMap<V> implements ReadonlyMap<number, V> {
  private static readonly EMPTY = new IdMap<never>(undefined, 0, 0);

  private constructor(
    private readonly root: Node<V> | undefined,
    private readonly height: number,
    readonly size: number,
  ) {}

  static empty<V>(): IdMap<V> {
    return IdMap.EMPTY;
  }

  static from<V>(entries: Iterable<readonly [number, V]>): IdMap<V> {
    if (entries instanceof IdMap) return entries as IdMap<V>;
    let map = IdMap.empty<V>();
    for (const [key, value] of entries) map = map.set(key, value);
    return map;
  }

  /** Builds the trie in place from many entries at once (a decoded snapshot), without a copy per entry. */
  static build<V>(entries: readonly (readonly [number, V])[]): IdMap<V> {
    let largest = 0;
    for (const [key] of entries) if (key > largest) largest = key;
    const height = heightFor(largest);
    const root: Node<V> = new Array<undefined>(WIDTH).fill(undefined);
    let size = 0;
    for (const [key, value] of entries) {
      if (!isIdKey(key) || value === undefined) throw new RangeError(`Not an id map entry: ${key}`);
      let node = root;
      for (let level = height - 1; level > 0; level--) {
        const slot = slotOf(key, level);
        node = (node[slot] ??= new Array<undefined>(WIDTH).fill(undefined)) as Node<V>;
      }
      if (node[key & MASK] === undefined) size++;
      node[key & MASK] = value;
    }
    return size === 0 ? IdMap.empty() : new IdMap(root, height, size);
  }

  get [Symbol.toStringTag](): string {
    return 'IdMap';
  }

  get(key: number): V | undefined {
    if (!this.root || !isIdKey(key) || heightFor(key) > this.height) return undefined;
    let node: Node<V> = this.root;
    for (let level = this.height - 1; level > 0; level--) {
      const next = node[slotOf(key, level)] as Node<V> | undefined;
      if (!next) return undefined;
      node = next;
    }
    return node[key & MASK] as V | undefined;
  }

  has(key: number): boolean {
    return this.get(key) !== undefined;
  }

  set(key: number, value: V): IdMap<V> {
    if (!isIdKey(key)) throw new RangeError(`IdMap keys are non-negative integers, not ${key}`);
    if (value === undefined) throw new RangeError('IdMap values may not be undefined');
    let root = this.root;
    let height = Math.max(this.height, 1);
    if (!root) root = new Array<undefined>(WIDTH).fill(undefined);
    for (; heightFor(key) > height; height++) {
      const grown: Node<V> = new Array<undefined>(WIDTH).fill(undefined);
      grown[0] = this.size > 0 ? root : undefined;
      root = grown;
    }
    const added = this.get(key) === undefined ? 1 : 0;
    return new IdMap(assoc(root, height - 1, key, value), height, this.size + added);
  }

  delete(key: number): IdMap<V> {
    if (!this.has(key) || !this.root) return this;
    if (this.size === 1) return IdMap.empty();
    return new IdMap(dissoc(this.root, this.height - 1, key), this.height, this.size - 1);
  }

  forEach(callback: (value: V, key: number, map: ReadonlyMap<number, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this) callback.call(thisArg, value, key, this);
  }

  *entries(): MapIterator<[number, V]> {
    if (this.root) yield* walk(this.root, this.height - 1, 0);
  }

  *keys(): MapIterator<number> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): MapIterator<[number, V]> {
    return this.entries();
  }
}

function assoc<V>(node: Node<V>, level: number, key: number, value: V): Node<V> {
  const copy = node.slice();
  const slot = slotOf(key, level);
  if (level === 0) copy[slot] = value;
  else {
    const child = (node[slot] as Node<V> | undefined) ?? new Array<undefined>(WIDTH).fill(undefined);
    copy[slot] = assoc(child, level - 1, key, value);
  }
  return copy;
}

function dissoc<V>(node: Node<V>, level: number, key: number): Node<V> | undefined {
  const copy = node.slice();
  const slot = slotOf(key, level);
  copy[slot] = level === 0 ? undefined : dissoc(node[slot] as Node<V>, level - 1, key);
  return copy.some((entry) => entry !== undefined) ? copy : undefined;
}

function* walk<V>(node: Node<V>, level: number, base: number): Generator<[number, V]> {
  const span = WIDTH ** level;
  for (let slot = 0; slot < WIDTH; slot++) {
    const entry = node[slot];
    if (entry === undefined) continue;
    if (level === 0) yield [base + slot, entry as V];
    else yield* walk(entry as Node<V>, level - 1, base + slot * span);
  }
}

/** An immutable set of ids over IdMap, for group members. */
export class IdSet implements ReadonlySet<number> {
  private static readonly EMPTY = new IdSet(IdMap.empty());

  private constructor(private readonly map: IdMap<true>) {}

  static empty(): IdSet {
    return IdSet.EMPTY;
  }

  static from(ids: Iterable<number>): IdSet {
    if (ids instanceof IdSet) return ids;
    let set = IdSet.empty();
    for (const id of ids) set = set.add(id);
    return set;
  }

  /** At once from many ids (a decoded snapshot). */
  static build(ids: readonly number[]): IdSet {
    return new IdSet(IdMap.build(ids.map((id) => [id, true] as const)));
  }

  get size(): number {
    return this.map.size;
  }

  get [Symbol.toStringTag](): string {
    return 'IdSet';
  }

  has(id: number): boolean {
    return this.map.has(id);
  }

  add(id: number): IdSet {
    return this.map.has(id) ? this : new IdSet(this.map.set(id, true));
  }

  delete(id: number): IdSet {
    return this.map.has(id) ? new IdSet(this.map.delete(id)) : this;
  }

  forEach(callback: (value: number, key: number, set: ReadonlySet<number>) => void, thisArg?: unknown): void {
    for (const id of this) callback.call(thisArg, id, id, this);
  }

  keys(): SetIterator<number> {
    return this.map.keys();
  }

  values(): SetIterator<number> {
    return this.map.keys();
  }

  *entries(): SetIterator<[number, number]> {
    for (const id of this.map.keys()) yield [id, id];
  }

  [Symbol.iterator](): SetIterator<number> {
    return this.map.keys();
  }
}

/** A persistent `set` on any ReadonlyMap of ids (plain Maps from specs become IdMaps on their first change). */
export const withEntry = <V>(map: ReadonlyMap<number, V>, key: number, value: V): IdMap<V> =>
  IdMap.from(map).set(key, value);

export const withoutEntry = <V>(map: ReadonlyMap<number, V>, key: number): IdMap<V> =>
  IdMap.from(map).delete(key);
