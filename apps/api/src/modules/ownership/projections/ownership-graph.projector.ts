import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import type { CollectionLayouts, Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { OWNERSHIP_GRAPH_VERSIONS, recordGraphVersion } from './ownership-graph-version';
import { type GraphCollections, graphLayouts } from './ownership-slice';

/**
 * Read models `ownership_entities` and `ownership_links`: each account's ownership and control graph in the
 * engine's input shape, so beneficial owners are computed without touching the event log; and
 * `ownership_graph_versions`, which changes with every change of an account's graph.
 */
export const OWNERSHIP_ENTITIES = 'ownership_entities';
export const OWNERSHIP_LINKS = 'ownership_links';
export const OWNERSHIP_GRAPH: GraphCollections = {
  entities: OWNERSHIP_ENTITIES,
  links: OWNERSHIP_LINKS,
  versions: OWNERSHIP_GRAPH_VERSIONS,
};

export interface OwnershipEntityDocument {
  [key: string]: unknown;
  id: string;
  entityId: number;
  accountId: number;
  name: string;
  type: 'company' | 'individual' | 'trust';
}

export interface OwnershipLinkDocument {
  [key: string]: unknown;
  id: string;
  relationshipId: number;
  accountId: number;
  sourceEntityId: number;
  targetEntityId: number;
  type: string;
  ownershipPercentage: number | null;
  isActive: boolean;
  startDate: string | null;
  endDate: string | null;
  notes: string | null;
}

/** The events that change an account's ownership graph (its entities, their names, its links). */
export const GRAPH_EVENTS = [
  'AccountClosed',
  'EntityRegistered',
  'EntityProfileUpdated',
  'EntityDeleted',
  'RelationshipAdded',
  'RelationshipUpdated',
  'RelationshipRemoved',
];

/** Not in `allProjectors` on its own: the beneficial-owner projector applies it (docs/decisions/0056). */
export class OwnershipGraphProjector implements Projector {
  readonly name = 'ownership-graph';
  readonly version = 4;
  readonly collections = [OWNERSHIP_ENTITIES, OWNERSHIP_LINKS, OWNERSHIP_GRAPH_VERSIONS];
  /** Read a slice at a time, up or down from some entities (ownership-slice.ts); deleted by accountId. */
  readonly layouts: CollectionLayouts = graphLayouts(OWNERSHIP_GRAPH);
  readonly handles = GRAPH_EVENTS;

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    await this.applyToGraph(recorded as unknown as AccountEvent | RegisterEvent, writer);
    // Every other event it handles may change the graph; a version too many only costs a cache miss.
    await recordGraphVersion(writer, OWNERSHIP_GRAPH_VERSIONS, Number(recorded.metadata.accountId), recorded);
  }

  private async applyToGraph(event: AccountEvent | RegisterEvent, writer: ReadStoreWriter): Promise<void> {
    switch (event.type) {
      case 'EntityRegistered': {
        const { entityId, accountId, entityType, profile } = event.data;
        return writer.put(OWNERSHIP_ENTITIES, {
          id: String(entityId),
          entityId,
          accountId,
          name: profile.name,
          type: entityType,
        });
      }
      case 'EntityProfileUpdated': {
        const current = await writer.get<OwnershipEntityDocument>(
          OWNERSHIP_ENTITIES,
          String(event.data.entityId),
        );
        if (current && event.data.changes.name)
          await writer.put(OWNERSHIP_ENTITIES, { ...current, name: String(event.data.changes.name.to) });
        return;
      }
      case 'EntityDeleted':
        return writer.delete(OWNERSHIP_ENTITIES, String(event.data.entityId));
      case 'RelationshipAdded': {
        const {
          relationshipId,
          accountId,
          sourceEntityId,
          targetEntityId,
          relationshipType,
          ownershipPercentage,
          isActive,
          startDate,
          endDate,
          notes,
        } = event.data;
        return writer.put(OWNERSHIP_LINKS, {
          id: String(relationshipId),
          relationshipId,
          accountId,
          sourceEntityId,
          targetEntityId,
          type: relationshipType,
          ownershipPercentage,
          isActive,
          startDate,
          endDate,
          notes,
          trustBenefitType: event.data.trustBenefitType,
          ownershipCategory: event.data.ownershipCategory,
          natureOfInterest: event.data.natureOfInterest,
          effectiveControl: event.data.effectiveControl,
        });
      }
      case 'RelationshipUpdated': {
        const current = await writer.get<OwnershipLinkDocument>(
          OWNERSHIP_LINKS,
          String(event.data.relationshipId),
        );
        if (!current) return;
        const next: Record<string, unknown> = { ...current };
        for (const [field, change] of Object.entries(event.data.changes))
          next[field === 'relationshipType' ? 'type' : field] = change.to;
        return writer.put(OWNERSHIP_LINKS, next as OwnershipLinkDocument);
      }
      case 'RelationshipRemoved':
        return writer.delete(OWNERSHIP_LINKS, String(event.data.relationshipId));
    }
  }
}
