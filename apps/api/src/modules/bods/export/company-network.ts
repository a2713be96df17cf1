import type { GraphRelationship, OwnershipGraph } from '@ledgerline/ownership';
import { endsOf } from './bods-records';
import type { RegisterFold } from './register-fold';

/** The entity and everything that holds an interest in it, upwards, with every link ever recorded. */
export function upwardNetwork(
  fold: RegisterFold,
  entityId: number,
): { entityIds: Set<number>; relationshipIds: Set<number> } {
  const bySubject = new Map<number, { id: number; interestedPartyId: number }[]>();
  for (const [id, link] of fold.relationships) {
    const { subjectId, interestedPartyId } = endsOf(link.fields);
    bySubject.set(subjectId, [...(bySubject.get(subjectId) ?? []), { id, interestedPartyId }]);
  }
  const entityIds = new Set([entityId]);
  const relationshipIds = new Set<number>();
  for (const queue = [entityId]; queue.length;) {
    for (const { id, interestedPartyId } of bySubject.get(queue.pop()!) ?? []) {
      relationshipIds.add(id);
      if (!entityIds.has(interestedPartyId)) {
        entityIds.add(interestedPartyId);
        queue.push(interestedPartyId);
      }
    }
  }
  return { entityIds, relationshipIds };
}

/** The live register as the ownership engine takes it. */
export function ownershipGraphOf(fold: RegisterFold, entityIds?: Set<number>): OwnershipGraph {
  const entities = [...fold.entities]
    .filter(([id, entity]) => entity.live && (!entityIds || entityIds.has(id)))
    .map(([id, entity]) => ({ id, name: entity.profile.name, type: entity.type }));
  const live = new Set(entities.map((entity) => entity.id));
  const relationships: GraphRelationship[] = [...fold.relationships]
    .filter(
      ([, link]) =>
        !link.removed && live.has(link.fields.sourceEntityId) && live.has(link.fields.targetEntityId),
    )
    .map(([id, link]) => ({ ...link.fields, id, type: link.fields.relationshipType }));
  return { entities, relationships };
}
