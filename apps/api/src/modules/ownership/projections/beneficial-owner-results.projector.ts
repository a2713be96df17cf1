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
   */
  readonly version = 9;
  private readonly graph = new OwnershipGraphProjector();
  readonly collections = [BO_RESULTS, ...this.graph.collections];
  /** The graph is walked by its ends (ownership-slice.ts); closing an account deletes by accountId. */
  readonly layouts: CollectionLayouts = { [BO_RESULTS]: { indexes: [['accountId']] }, ...this.graph.layouts };
  readonly handles = this.graph.handles;
  /** Per account: the starts recorded in the current batch and the recording time of its last event. */
  private readonly pending = new Map<number, { starts: Set<number>; recordedAt: string }>();

  /** `sliceMs`: the longest stretch of recomputation before other requests get a turn (docs/decisions/0084). */
  constructor(private readonly sliceMs = WORK_SLICE_MS) {}

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as GraphEvent;
    const accountId = Number(recorded.metadata.accountId);
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
      recordedAt: recorded.metadata.recordedAt,
    };
    for (const id of starts) entry.starts.add(id);
    entry.recordedAt = recorded.metadata.recordedAt;
    this.pending.set(accountId, entry);
  }

  async afterBatch(writer: ReadStoreWriter): Promise<void> {
    const pending = [...this.pending];
    this.pending.clear();
    const pause = eventLoopTurns(this.sliceMs);
    for (const [accountId, { starts, recordedAt }] of pending) {
      const affected = await downstreamOf(writer, OWNERSHIP_GRAPH, accountId, starts);
      const targets = (await entitiesOf(writer, OWNERSHIP_GRAPH, accountId, affected))
        .filter((node) => node.type !== 'individual')
        .map((node) => node.entityId);
      if (targets.length === 0) continue;
      const graph = await upstreamSlice(writer, OWNERSHIP_GRAPH, accountId, targets);
      // The South African day of the change, as every 'today', not its UTC day.
      const asOf = localDay(recordedAt);
      // A large cyclic group has hundreds of targets: other accounts' requests get turns in between.
      for (const entityId of targets) {
        await pause();
        await this.store(
          writer,
          accountId,
          entityId,
          computeBeneficialOwners(graph, entityId, { asOf, maxPaths: 0 }),
          recordedAt,
        );
      }
    }
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
