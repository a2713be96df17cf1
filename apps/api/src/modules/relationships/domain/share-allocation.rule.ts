import { type GraphRelationship, isOverAllocated, meaningOf, shareAllocation } from '@ledgerline/ownership';
import { DomainError } from '../../../shared/domain-error';
import {
  type AccountRegisterState,
  linksAt,
  type RelationshipFields,
} from '../../accounts/domain/account-register.state';

const asGraph = (id: number, fields: RelationshipFields): GraphRelationship => ({
  ...fields,
  id,
  type: fields.relationshipType,
});

/**
 * The company whose shares the link holds (a `subsidiary` link holds its source), or the trust a beneficiary's
 * vested share is in (docs/decisions/0072), or null.
 */
function heldEntity(state: AccountRegisterState, id: number, fields: RelationshipFields): number | null {
  const ownership = meaningOf(asGraph(id, fields)).ownership;
  // A declared indirect share holds no shares of the company it names (docs/decisions/0080).
  const held = ownership?.declared ? undefined : ownership?.heldId;
  const type = held === undefined ? undefined : state.entities.get(held)?.type;
  return type === 'company' || type === 'trust' ? held! : null;
}

function overAllocated(name: string, trust: boolean, total: number, from: string | null): DomainError {
  const what = trust
    ? `Vested shares in ${name} would total ${total}%${from ? ` from ${from}` : ''}; ` +
      "a trust's beneficiaries cannot hold more than 100% of it"
    : `Shareholdings in ${name} would total ${total}%${from ? ` from ${from}` : ''}; ` +
      'a company cannot be more than 100% held';
  const message = `${what}, so correct the percentages or give a reason to record an over-allocation`;
  return new DomainError('conflict', 'RELATIONSHIP.OVER_ALLOCATED', message, [
    { field: 'ownershipPercentage', message },
  ]);
}

/**
 * docs/decisions/0021: a company's holdings (one share class), and a trust's beneficiaries' vested shares
 * (docs/decisions/0072), may not add up to more than 100% unless the link taking it past 100% records why: from today on, and from the link's own start where that is in the past (a
 * back-dated holding may not overlap the holdings of its period). Decided on the account stream, so concurrent
 * writers cannot both pass. Only a change that raises the company's peak is refused: an existing
 * over-allocation stays editable.
 * Returns the fields with the reason kept only where the company stays over-allocated.
 */
export function checkShareAllocation(
  state: AccountRegisterState,
  relationshipId: number,
  next: RelationshipFields,
  today: string,
): RelationshipFields {
  const heldId = heldEntity(state, relationshipId, next);
  if (heldId === null) return { ...next, overAllocationReason: null };
  const others = linksAt(state, heldId)
    .filter(([id]) => id !== relationshipId)
    .map(([id, fields]) => asGraph(id, fields));
  const current = state.relationships.get(relationshipId);
  // An undated link counts from today: most links are recorded without a start, as they happen.
  const since = { from: next.startDate?.slice(0, 10) ?? today };
  const before = shareAllocation(
    current ? [...others, asGraph(relationshipId, current)] : others,
    heldId,
    today,
    since,
  );
  const after = shareAllocation([...others, asGraph(relationshipId, next)], heldId, today, since);
  if (!isOverAllocated(after.peak)) return { ...next, overAllocationReason: null };
  const reason = next.overAllocationReason?.trim() || null;
  if (!reason && after.peak > before.peak) {
    const held = state.entities.get(heldId);
    const name = String(held?.profile.name ?? `entity ${heldId}`);
    throw overAllocated(
      name,
      held?.type === 'trust',
      after.peak,
      after.peakDay === today ? null : after.peakDay,
    );
  }
  return { ...next, overAllocationReason: reason };
}
