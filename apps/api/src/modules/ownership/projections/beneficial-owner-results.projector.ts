import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import { computeBeneficialOwners } from '@ledgerline/ownership';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
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
 * Keeps its own copy of the ownership graph (so it rebuilds on its own) and after each change recomputes only
 * the companies and trusts downstream of it: those downstream before the change (a removed link) and after it.
 */
export class BeneficialOwnerResultsProjector implements Projector {
  readonly name = 'beneficial-owner-results';
  readonly version = 1;
  readonly collections = [BO_RESULTS, NODES, LINKS];
  private readonly graph = new OwnershipGraphProjector({ entities: NODES, links: LINKS });
  readonly handles = this.graph.handles;

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as GraphEvent;
    const accountId = Number(recorded.metadata.accountId);
    if (event.type === 'EntityRegistered') {
      // Nothing can link to an entity before it exists: a new company or trust starts with no known owners.
      await this.graph.apply(recorded, writer);
      if (event.data.entityType === 'individual') return;
      const empty = { owners: [], unknownRemainder: 100, singularLoop: false };
      return this.store(writer, accountId, event.data.entityId, empty, recorded);
    }
    const before = await this.touched(event, writer);
    const affectedBefore = before.length
      ? downstreamOf(before, await writer.find<OwnershipLinkDocument>(LINKS, { accountId }))
      : new Set<number>();
    await this.graph.apply(recorded, writer);
    if (event.type === 'EntityDeleted') await writer.delete(BO_RESULTS, String(event.data.entityId));
    const after = await this.touched(event, writer);
    if (before.length === 0 && after.length === 0) return;
    const [nodes, links] = await Promise.all([
      writer.find<OwnershipEntityDocument>(NODES, { accountId }),
      writer.find<OwnershipLinkDocument>(LINKS, { accountId }),
    ]);
    const affected = new Set([...affectedBefore, ...downstreamOf(after, links)]);
    const graph = {
      entities: nodes.map((n) => ({ id: n.entityId, name: n.name, type: n.type })),
      relationships: links.map((l) => ({ ...l, id: l.relationshipId })),
    };
    const asOf = recorded.metadata.recordedAt.slice(0, 10);
    for (const node of nodes)
      if (node.type !== 'individual' && affected.has(node.entityId))
        await this.store(
          writer,
          accountId,
          node.entityId,
          computeBeneficialOwners(graph, node.entityId, { asOf }),
          recorded,
        );
  }

  /** The entities a change starts from, read from the graph copy as it stands. */
  private async touched(event: GraphEvent, writer: ReadStoreWriter): Promise<number[]> {
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
    recorded: RecordedEvent,
  ) {
    return writer.put(BO_RESULTS, {
      id: String(entityId),
      entityId,
      accountId,
      threshold: DEFAULT_THRESHOLD,
      ...result,
      computedAt: recorded.metadata.recordedAt,
    });
  }
}
