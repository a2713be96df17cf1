import type { OwnershipGraph } from '@ledgerline/ownership';

/** What is kept of one slice: the graph object (the engine caches its index per object) and results on it. */
export interface SliceEntry {
  graph: OwnershipGraph;
  /** Results derived from this graph, by what they were asked with (threshold, day). */
  derived: Map<string, unknown>;
}

interface AccountSlices {
  version: string;
  slices: Map<string, SliceEntry>;
}

/** Results kept per slice: a few thresholds over a day or two; more are computed again. */
const DERIVED_PER_SLICE = 16;

const weightOf = (graph: OwnershipGraph): number => graph.entities.length + graph.relationships.length;

/**
 * Upstream slices per account, valid for one graph version of that account. Memory is bounded by `budget`,
 * counted in entities plus links held: the accounts used least recently go first, then the least recently
 * used slices of the account in use. A slice larger than the whole budget is not kept.
 */
export class VersionedSliceLru {
  private readonly accounts = new Map<number, AccountSlices>();
  private held = 0;

  constructor(private readonly budget: number) {}

  get weight(): number {
    return this.held;
  }

  /** The entry for `key` if it was made at `version`; an account seen at another version is dropped. */
  get(accountId: number, version: string, key: string): SliceEntry | undefined {
    const account = this.accounts.get(accountId);
    if (!account) return undefined;
    if (account.version !== version) {
      this.drop(accountId);
      return undefined;
    }
    const entry = account.slices.get(key);
    if (!entry) return undefined;
    // Map order is the recency order: move what was used to the end.
    this.accounts.delete(accountId);
    this.accounts.set(accountId, account);
    account.slices.delete(key);
    account.slices.set(key, entry);
    return entry;
  }

  set(accountId: number, version: string, key: string, graph: OwnershipGraph): SliceEntry {
    const entry: SliceEntry = { graph, derived: new Map() };
    const weight = weightOf(graph);
    if (weight > this.budget) return entry;
    let account = this.accounts.get(accountId);
    if (account && account.version !== version) {
      this.drop(accountId);
      account = undefined;
    }
    account ??= { version, slices: new Map() };
    const replaced = account.slices.get(key);
    if (replaced) this.held -= weightOf(replaced.graph);
    account.slices.delete(key);
    account.slices.set(key, entry);
    this.accounts.delete(accountId);
    this.accounts.set(accountId, account);
    this.held += weight;
    this.evict();
    return entry;
  }

  /** A result derived from the entry's graph, computed once per key. */
  static derive<T>(entry: SliceEntry, key: string, compute: (graph: OwnershipGraph) => T): T {
    if (entry.derived.has(key)) return entry.derived.get(key) as T;
    const value = compute(entry.graph);
    if (entry.derived.size >= DERIVED_PER_SLICE) entry.derived.delete(entry.derived.keys().next().value!);
    entry.derived.set(key, value);
    return value;
  }

  private drop(accountId: number): void {
    const account = this.accounts.get(accountId);
    if (!account) return;
    for (const entry of account.slices.values()) this.held -= weightOf(entry.graph);
    this.accounts.delete(accountId);
  }

  private evict(): void {
    for (const [accountId, account] of this.accounts) {
      if (this.held <= this.budget) return;
      for (const [key, entry] of account.slices) {
        if (this.held <= this.budget) return;
        account.slices.delete(key);
        this.held -= weightOf(entry.graph);
      }
      if (account.slices.size === 0) this.accounts.delete(accountId);
    }
  }
}
