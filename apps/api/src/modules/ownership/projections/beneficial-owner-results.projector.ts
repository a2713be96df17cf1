import { DEFAULT_BO_THRESHOLD, localDay } from '@ledgerline/contracts';
import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import { computeBeneficialOwners } from '@ledgerline/ownership';
import type { CollectionLayouts, Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { eventLoopTurns, WORK_SLICE_MS } from '../../../shared/event-loop-turns';
import {
  OWNERSHIP_GRAPH,
  OwnershipGraphProjector,
  type OwnershipLinkDocument,
} from './ownership-graph.projector';
import { downstreamEndsOf, downstreamOf, entitiesOf, upstreamSlice } from './ownership-slice';

/**
 * Read model `beneficial_owner_results`: owners of every company and trust at the default 5% threshold,
 * without path explanations (each owner's `paths` is empty): the route computes those for the one entity
 * asked about, so a change high in a register does not trace paths for everything below it.
 * The same projector writes the account's ownership graph (`ownership_entities`, `ownership_links`,
 * `ownership_graph_versions`) that it walks: one copy of the graph instead of two (docs/decisions/0056).
 */
export const BO_RESULTS = 'beneficial_owner_results';
/**
 * Read model `beneficial_owner_changes`, one document per account: for each of its last writes (by correlation
 * id), the companies and trusts whose beneficial-owner set (who, in which category) that write's batch changed.
 * Deadline planning after a link change re-plans those and the link's ends, not everything below the link
 * (docs/decisions/0085).
 */
export const BO_OWNER_CHANGES = 'beneficial_owner_changes';
/** How many writes per account the changes are kept for: the planner reads them right after its own write. */
const KEPT_WRITES = 64;

export type OwnerSetChangesDocument = {
  id: string;
  accountId: number;
  writes: { correlationId: string; entityIds: number[] }[];
};

type StoredResult = {
  owners: { individualId: number; category?: string; isBeneficialOwner?: boolean }[];
  unknownRemainder: number;
  singularLoop: boolean;
};

/** The facts the deadline engine compares (bo-changes.ts `sameOwners`): who the owners are and their categories. */
const ownerSetKey = (result: StoredResult): string =>
  result.owners
    .filter((o) => o.isBeneficialOwner)
    .map((o) => `${o.individualId}=${o.category ?? ''}`)
    .sort()
    .join('.');

const resultKey = ({ owners, unknownRemainder, singularLoop }: StoredResult): string =>
  JSON.stringify([owners, unknownRemainder, singularLoop]);

type GraphEvent = AccountEvent | RegisterEvent;

/**
 * Keeps the ownership graph as well, so the graph it walks is as of each event. Each change records where it starts
 * (the entity a link points at, before and after an edit, both ends of a subsidiary link; a renamed entity);
 * once per batch, every company and trust downstream of those starts is recomputed — and nothing else — on the
 * slice of the graph upstream of them. Removing A→B changes B and what B holds, which is exactly B's downstream
 * in the graph after the change.
 */
export class BeneficialOwnerResultsProjector implements Projector {
  readonly name = 'beneficial-owner-results';
  /**
   * 7: no records for shares that show as 0.00% with no other tie (libs/ownership beneficial-owners.ts).
   * 8: over-allocated holdings keep their stated figures and control; shares just below the threshold are shown
   * to four decimals (docs/decisions/0072).
   * 9: indirect shares declared without their chain count and mark their paths (docs/decisions/0080); a
   * nominee's holdings are its nominator's; spouses, minor children and concert parties count towards the
   * threshold under s56(2) (docs/decisions/0078).
   * 10: `beneficial_owner_changes`; an unchanged result is not written again (docs/decisions/0085).
   * 11: each role a person holds in a trust that holds or controls the target is listed among their interests.
   */
  readonly version = 11;
  private readonly graph = new OwnershipGraphProjector();
  readonly collections = [BO_RESULTS, BO_OWNER_CHANGES, ...this.graph.collections];
  /** The graph is walked by its ends (ownership-slice.ts); closing an account deletes by accountId. */
  readonly layouts: CollectionLayouts = {
    [BO_RESULTS]: { indexes: [['accountId']] },
    [BO_OWNER_CHANGES]: { indexes: [['accountId']] },
    ...this.graph.layouts,
  };
  readonly handles = this.graph.handles;
  /** Per account: the starts recorded in the current batch, its writes, and the recording time of its last event. */
  private readonly pending = new Map<
    number,
    { starts: Set<number>; correlationIds: Set<string>; recordedAt: string }
  >();

  /** `sliceMs`: the longest stretch of recomputation before other requests get a turn (docs/decisions/0084). */
  constructor(private readonly sliceMs = WORK_SLICE_MS) {}

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    const accountId = Number(recorded.metadata.accountId);
    if (await removeClosedAccount(recorded, writer, this.collections)) {
      // Nothing of a closed account is written after it, also not what its earlier events in the batch left.
      this.pending.delete(accountId);
      return;
    }
    const event = recorded as unknown as GraphEvent;
    const before = await this.startsOf(event, writer);
    await this.graph.apply(recorded, writer);
    if (event.type === 'EntityDeleted') await writer.delete(BO_RESULTS, String(event.data.entityId));
    if (event.type === 'EntityRegistered' && event.data.entityType !== 'individual') {
      // Nothing can link to an entity before it exists: a new company or trust starts with no known owners.
      const empty = { owners: [], unknownRemainder: 100, singularLoop: false };
      await this.store(writer, accountId, event.data.entityId, empty, recorded.metadata.recordedAt);
      return;
    }
    const starts = [...before, ...(await this.startsOf(event, writer))];
    if (starts.length === 0) return;
    const entry = this.pending.get(accountId) ?? {
      starts: new Set<number>(),
      correlationIds: new Set<string>(),
      recordedAt: recorded.metadata.recordedAt,
    };
    for (const id of starts) entry.starts.add(id);
    entry.correlationIds.add(recorded.metadata.correlationId);
    entry.recordedAt = recorded.metadata.recordedAt;
    this.pending.set(accountId, entry);
  }

  async afterBatch(writer: ReadStoreWriter): Promise<void> {
    const pending = [...this.pending];
    this.pending.clear();
    const pause = eventLoopTurns(this.sliceMs);
    for (const [accountId, { starts, correlationIds, recordedAt }] of pending) {
      const changed = await this.recompute(writer, accountId, starts, recordedAt, pause);
      await this.recordOwnerSetChanges(writer, accountId, correlationIds, changed);
    }
  }

  /** Recomputes every company and trust downstream of `starts`; returns those whose owner set changed. */
  private async recompute(
    writer: ReadStoreWriter,
    accountId: number,
    starts: ReadonlySet<number>,
    recordedAt: string,
    pause: () => Promise<void>,
  ): Promise<number[]> {
    const affected = await downstreamOf(writer, OWNERSHIP_GRAPH, accountId, starts);
    const targets = (await entitiesOf(writer, OWNERSHIP_GRAPH, accountId, affected))
      .filter((node) => node.type !== 'individual')
      .map((node) => node.entityId);
    if (targets.length === 0) return [];
    const graph = await upstreamSlice(writer, OWNERSHIP_GRAPH, accountId, targets);
    // The South African day of the change, as every 'today', not its UTC day.
    const asOf = localDay(recordedAt);
    const changed: number[] = [];
    // A large cyclic group has hundreds of targets: other accounts' requests get turns in between.
    for (const entityId of targets) {
      await pause();
      const before = await writer.get<StoredResult & { id: string }>(BO_RESULTS, String(entityId));
      const result = computeBeneficialOwners(graph, entityId, { asOf, maxPaths: 0 });
      if (!before || ownerSetKey(before) !== ownerSetKey(result)) changed.push(entityId);
      // Most of a large group keeps its figures when a link far from it is added: no write for those.
      if (before && resultKey(before) === resultKey(result)) continue;
      await this.store(writer, accountId, entityId, result, recordedAt);
    }
    return changed;
  }

  /** The same for each write of the batch: a batch's changes are not told apart by the write that made them. */
  private async recordOwnerSetChanges(
    writer: ReadStoreWriter,
    accountId: number,
    correlationIds: ReadonlySet<string>,
    entityIds: number[],
  ): Promise<void> {
    const id = String(accountId);
    const kept = (await writer.get<OwnerSetChangesDocument>(BO_OWNER_CHANGES, id))?.writes ?? [];
    // A write's batches add up: one request may append more than once under the same correlation id.
    const fresh = [...correlationIds].map((correlationId) => ({
      correlationId,
      entityIds: [
        ...new Set([...(kept.find((w) => w.correlationId === correlationId)?.entityIds ?? []), ...entityIds]),
      ],
    }));
    const writes = [...kept.filter((w) => !correlationIds.has(w.correlationId)), ...fresh].slice(
      -KEPT_WRITES,
    );
    await writer.put(BO_OWNER_CHANGES, { id, accountId, writes });
  }

  /** Where a change starts, read from the graph as it stands. */
  private async startsOf(event: GraphEvent, writer: ReadStoreWriter): Promise<number[]> {
    switch (event.type) {
      case 'EntityProfileUpdated':
        return event.data.changes.name ? [event.data.entityId] : [];
      case 'RelationshipAdded':
      case 'RelationshipUpdated':
      case 'RelationshipRemoved': {
        const link = await writer.get<OwnershipLinkDocument>(
          OWNERSHIP_GRAPH.links,
          String(event.data.relationshipId),
        );
        // Only what the link points at changes: the holder's other holdings stay as they were.
        return link ? downstreamEndsOf(link) : [];
      }
      default:
        return [];
    }
  }

  private store(
    writer: ReadStoreWriter,
    accountId: number,
    entityId: number,
    result: object,
    recordedAt: string,
  ) {
    return writer.put(BO_RESULTS, {
      id: String(entityId),
      entityId,
      accountId,
      threshold: DEFAULT_BO_THRESHOLD,
      ...result,
      computedAt: recordedAt,
    });
  }
}
