import type { RelationshipFields } from '../../accounts/domain/account-register.state';
import { endsOf } from './bods-records';
import type { RegisterFold } from './register-fold';

export interface CompanyNetwork {
  entityIds: Set<number>;
  relationshipIds: Set<number>;
}

const SYMMETRIC_LINKS: ReadonlySet<string> = new Set(['spouse_in_community_of_property', 'concert_party']);

type LinkEnds = Pick<RelationshipFields, 'sourceEntityId' | 'targetEntityId' | 'relationshipType'>;

/**
 * The entity and everything that holds an interest in it, upwards, over `links` (every link ever recorded, each
 * as its latest version says: removed ones and deleted entities too).
 */
export function upwardNetwork(links: Iterable<[number, LinkEnds]>, entityId: number): CompanyNetwork {
  const bySubject = new Map<number, { id: number; interestedPartyId: number }[]>();
  const add = (id: number, subjectId: number, interestedPartyId: number) => {
    const held = bySubject.get(subjectId);
    if (held) held.push({ id, interestedPartyId });
    else bySubject.set(subjectId, [{ id, interestedPartyId }]);
  };
  for (const [id, fields] of links) {
    const { subjectId, interestedPartyId } = endsOf(fields);
    add(id, subjectId, interestedPartyId);
    // Spouses and concert parties each have the other's interest (docs/decisions/0078).
    if (SYMMETRIC_LINKS.has(fields.relationshipType)) add(id, interestedPartyId, subjectId);
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

/** The fold's links as `upwardNetwork` takes them. */
export function* linksOf(fold: RegisterFold): Iterable<[number, LinkEnds]> {
  for (const [id, link] of fold.relationships) yield [id, link.fields];
}
