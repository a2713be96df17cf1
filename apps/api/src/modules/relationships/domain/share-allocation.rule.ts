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

/** The company whose shares the link holds (a `subsidiary` link holds its source), or null. */
function heldCompany(state: AccountRegisterState, id: number, fields: RelationshipFields): number | null {
  const held = meaningOf(asGraph(id, fields)).ownership?.heldId;
  return held !== undefined && state.entities.get(held)?.type === 'company' ? held : null;
}

function overAllocated(name: string, total: number, from: string | null): DomainError {
  const message =
    `Shareholdings in ${name} would total ${total}%${from ? ` from ${from}` : ''}; ` +
    'a company cannot be more than 100% held, so correct the percentages or give a reason to record an over-allocation';
  return new DomainError('conflict', 'RELATIONSHIP.OVER_ALLOCATED', message, [
    { field: 'ownershipPercentage', message },
  ]);
}

/**
 * docs/decisions/0021: a company's holdings (one share class) may not add up to more than 100% unless the link
 * taking it past 100% records why: from today on, and from the link's own start where that is in the past (a
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
  const company = heldCompany(state, relationshipId, next);
  if (company === null) return { ...next, overAllocationReason: null };
  const others = linksAt(state, company)
    .filter(([id]) => id !== relationshipId)
    .map(([id, fields]) => asGraph(id, fields));
  const current = state.relationships.get(relationshipId);
  // An undated link counts from today: most links are recorded without a start, as they happen.
  const since = { from: next.startDate?.slice(0, 10) ?? today };
  const before = shareAllocation(
    current ? [...others, asGraph(relationshipId, current)] : others,
    company,
    today,
    since,
  );
  const after = shareAllocation([...others, asGraph(relationshipId, next)], company, today, since);
  if (!isOverAllocated(after.peak)) return { ...next, overAllocationReason: null };
  const reason = next.overAllocationReason?.trim() || null;
  if (!reason && after.peak > before.peak) {
    const name = String(state.entities.get(company)?.profile.name ?? `company ${company}`);
    throw overAllocated(name, after.peak, after.peakDay === today ? null : after.peakDay);
  }
  return { ...next, overAllocationReason: reason };
}
