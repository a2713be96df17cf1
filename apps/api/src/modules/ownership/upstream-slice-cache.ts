import { Inject, Injectable, Optional } from '@nestjs/common';
import type { OwnershipGraph } from '@ledgerline/ownership';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { OWNERSHIP_GRAPH } from './projections/ownership-graph.projector';
import { graphVersionOf } from './projections/ownership-graph-version';
import { upstreamSlice } from './projections/ownership-slice';
import { type SliceEntry, VersionedSliceLru } from './versioned-slice-lru';

export const SLICE_CACHE_BUDGET = Symbol('SLICE_CACHE_BUDGET');
/** Entities plus links kept in memory: a few hundred MB at most, with the engine's index of each slice. */
const DEFAULT_BUDGET = 500_000;

/**
 * The upstream slices of the projected ownership graph (ownership-slice.ts) this process has read, kept per
 * account while the account's graph version stays the same. Each request reads the version (one document):
 * a change projected by any process changes it, so nothing derived from an older graph is served. The same
 * slice object is handed out again, so the engine reuses the index it built for it.
 */
@Injectable()
export class UpstreamSliceCache {
  private readonly slices: VersionedSliceLru;

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Optional() @Inject(SLICE_CACHE_BUDGET) budget?: number,
  ) {
    this.slices = new VersionedSliceLru(budget ?? DEFAULT_BUDGET);
  }

  /** What the beneficial owners of `targets` depend on, as `upstreamSlice` reads it. */
  async upstreamOf(accountId: number, targets: readonly number[]): Promise<OwnershipGraph> {
    return (await this.entryOf(accountId, targets)).graph;
  }

  /**
   * A result computed from the slice upstream of `targets`, once per graph version and `key` (which must name
   * everything else the result depends on, such as the threshold and the day).
   */
  async derived<T>(
    accountId: number,
    targets: readonly number[],
    key: string,
    compute: (graph: OwnershipGraph) => T,
  ): Promise<T> {
    return VersionedSliceLru.derive(await this.entryOf(accountId, targets), key, compute);
  }

  /** The cached entry of the slice upstream of `targets`: its graph and what was derived from it. */
  async entryOf(accountId: number, targets: readonly number[]): Promise<SliceEntry> {
    // The version first: a slice read after it is at least as new, so it is never filed under a newer one.
    const version = await graphVersionOf(this.readStore, accountId);
    const key = [...new Set(targets)].sort((a, b) => a - b).join(',');
    return (
      this.slices.get(accountId, version, key) ??
      this.slices.set(
        accountId,
        version,
        key,
        await upstreamSlice(this.readStore, OWNERSHIP_GRAPH, accountId, targets),
      )
    );
  }
}
