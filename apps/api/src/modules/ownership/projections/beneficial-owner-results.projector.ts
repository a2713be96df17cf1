import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import { computeBeneficialOwners } from '@ledgerline/ownership';
import type { CollectionLayouts, Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { downstreamOf, endsOf } from './downstream';
import {
  OwnershipGraphProjector,
  type OwnershipEntityDocument,
  type OwnershipLinkDocument,
} from './ownership-graph.projector';

/** Read model `beneficial_owner_results`: owners of every company and trust at the default 5% threshold. */
export const BO_RESULTS = 'beneficial_owner_results';
export const DEFAULT_THRESHOLD = 5;
const NODES = 'bo_result_entities';
const LINKS = 'bo_result_links';

type GraphEvent = AccountEvent | RegisterEvent;

/**
 * Keeps its own copy of the ownership graph (so it rebuilds on its own). Each change records where it starts
 * (the entity a link points at, before and after an edit; a renamed entity); once per batch, every company and
 * trust downstream of those starts is recomputed — and nothing else. Removing A→B changes B and what B holds,
 * which is exactly B's downstream in the graph after the change.
 */
export class BeneficialOwnerResultsProjector implements Projector {
  readonly name = 'beneficial-owner-results';
  readonly version = 3;
  readonly collections = [BO_RESULTS, NODES, LINKS];
  /** Each batch reads an account's graph copy by accountId; closing an account deletes by it. */
  readonly layouts: CollectionLayouts = Object.fromEntries(
    this.collections.map((name) => [name, { indexes: [['accountId']] }]),
  );
  private readonly graph = new OwnershipGraphProjector({ entities: NODES, links: LINKS });
  readonly handles = this.graph.handles;
  /** Per account: the starts recorded in the current batch and the recording time of its last event. */
  private readonly pending = new Map<number, { starts: Set<number>; recordedAt: string }>();

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
    for (const [accountId, { starts, recordedAt }] of pending) {
      const [nodes, links] = await Promise.all([
        writer.find<OwnershipEntityDocument>(NODES, { accountId }),
        writer.find<OwnershipLinkDocument>(LINKS, { accountId }),
      ]);
      const graph = {
        entities: nodes.map((n) => ({ id: n.entityId, name: n.name, type: n.type })),
        relationships: links.map((l) => ({ ...l, id: l.relationshipId })),
      };
      const affected = downstreamOf([...starts], links);
      const asOf = recordedAt.slice(0, 10);
      for (const node of nodes)
        if (node.type !== 'individual' && affected.has(node.entityId))
          await this.store(
            writer,
            accountId,
            node.entityId,
            computeBeneficialOwners(graph, node.entityId, { asOf }),
            recordedAt,
          );
    }
  }

  /** Where a change starts, read from the graph copy as it stands. */
  private async startsOf(event: GraphEvent, writer: ReadStoreWriter): Promise<number[]> {
    switch (event.type) {
      case 'EntityProfileUpdated':
        return event.data.changes.name ? [event.data.entityId] : [];
      case 'RelationshipAdded':
      case 'RelationshipUpdated':
      case 'RelationshipRemoved': {
        const link = await writer.get<OwnershipLinkDocument>(LINKS, String(event.data.relationshipId));
        // Only what the link points at changes: the holder's other holdings stay as they were.
        return link ? [endsOf(link).downstream] : [];
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
      threshold: DEFAULT_THRESHOLD,
      ...result,
      computedAt: recordedAt,
    });
  }
}
