import type { RegisterEvent } from '@ledgerline/events';
import type { ReadStoreWriter } from '@ledgerline/projections';
import { ENTITY_ROLE_LINKS, type EntityRoleLinkDocument } from './entity.read-model';

type DataOf<T extends RegisterEvent['type']> = Extract<RegisterEvent, { type: T }>['data'];

/** The event fields a link copies, by the name it keeps them under. */
const TRACKED: Record<string, keyof EntityRoleLinkDocument> = {
  sourceEntityId: 'sourceEntityId',
  targetEntityId: 'targetEntityId',
  relationshipType: 'type',
  isActive: 'isActive',
  startDate: 'startDate',
  endDate: 'endDate',
};

const distinct = (ids: number[]): number[] => [...new Set(ids)];

/**
 * The entities projector's own copy of each relationship (a projector never reads another's collections),
 * the roles part of a trust's compliance. Each change answers the entities whose compliance may have moved.
 */
export class TrustRoleLinks {
  async added(writer: ReadStoreWriter, data: DataOf<'RelationshipAdded'>): Promise<number[]> {
    const { relationshipId, accountId, sourceEntityId, targetEntityId, relationshipType, isActive } = data;
    const [startDate, endDate] = [data.startDate ?? null, data.endDate ?? null];
    const link: EntityRoleLinkDocument = {
      id: String(relationshipId),
      accountId,
      relationshipId,
      sourceEntityId,
      targetEntityId,
      type: relationshipType,
      isActive,
      startDate,
      endDate,
    };
    await writer.put(ENTITY_ROLE_LINKS, link);
    return [targetEntityId];
  }

  async updated(writer: ReadStoreWriter, data: DataOf<'RelationshipUpdated'>): Promise<number[]> {
    const current = await writer.get<EntityRoleLinkDocument>(ENTITY_ROLE_LINKS, String(data.relationshipId));
    if (!current) return [];
    const next: Record<string, unknown> = { ...current };
    for (const [field, change] of Object.entries(data.changes))
      if (TRACKED[field]) next[TRACKED[field]] = change.to;
    await writer.put(ENTITY_ROLE_LINKS, next as EntityRoleLinkDocument);
    return distinct([current.targetEntityId, next.targetEntityId as number]);
  }

  async removed(writer: ReadStoreWriter, relationshipId: number): Promise<number[]> {
    const current = await writer.get<EntityRoleLinkDocument>(ENTITY_ROLE_LINKS, String(relationshipId));
    if (!current) return [];
    await writer.delete(ENTITY_ROLE_LINKS, current.id);
    return [current.targetEntityId];
  }

  /** Deletion removes the entity's relationships first (decision 0006); this keeps no link of it either way. */
  async entityDeleted(writer: ReadStoreWriter, entityId: number): Promise<number[]> {
    const sourced = await writer.find<EntityRoleLinkDocument>(ENTITY_ROLE_LINKS, {
      sourceEntityId: entityId,
    });
    for (const link of sourced) await writer.delete(ENTITY_ROLE_LINKS, link.id);
    await writer.deleteMany(ENTITY_ROLE_LINKS, { targetEntityId: entityId });
    return distinct(sourced.map((link) => link.targetEntityId)).filter((id) => id !== entityId);
  }

  /** The trust's active links (one read on the index's targetEntityId prefix; the rule picks the roles). */
  activeLinks(writer: ReadStoreWriter, trustId: number): Promise<EntityRoleLinkDocument[]> {
    return writer.find<EntityRoleLinkDocument>(ENTITY_ROLE_LINKS, {
      targetEntityId: trustId,
      isActive: true,
    });
  }
}
