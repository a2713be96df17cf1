import {
  type CreateRelationshipFields,
  PERCENTAGE_TYPES,
  PERSON_LINK_TYPES,
  type RelationshipType,
  TRUST_ROLE_TYPES,
} from '@ledgerline/contracts';
import { DECLARED_INDIRECT } from '@ledgerline/ownership';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import { fieldChanges } from '../../../shared/field-changes';
import {
  type AccountRegisterState,
  entityLimitOf,
  linksAt,
  type RelationshipFields,
} from '../../accounts/domain/account-register.state';
import { limitReached } from '../../accounts/domain/plan-limits';
import { changeFactsData, effectiveAtOf, type OwnershipChangeFacts } from './ownership-change';
import { checkShareAllocation } from './share-allocation.rule';

const TRUST_EXTRAS = [
  'ownershipCategory',
  'natureOfInterest',
  'trustBenefitType',
  'effectiveControl',
] as const;

/** Trust-role extras only live on founder/trustee/beneficiary/controller; a percentage only on types that take one. */
function normalise(fields: RelationshipFields): RelationshipFields {
  const type = fields.relationshipType as RelationshipType;
  const next = { ...fields };
  // A declared indirect interest (docs/decisions/0080) is marked on any link type.
  const declared = next.ownershipCategory === DECLARED_INDIRECT;
  if (!TRUST_ROLE_TYPES.includes(type)) for (const extra of TRUST_EXTRAS) next[extra] = null;
  if (declared) next.ownershipCategory = DECLARED_INDIRECT;
  if (type !== 'beneficiary') next.trustBenefitType = null;
  if (!PERCENTAGE_TYPES.includes(type)) next.ownershipPercentage = null;
  return next;
}

/** A percentage sent for a type that holds none is refused by name, not dropped without a word. */
function checkPercentageApplies(type: RelationshipType, percentage: number | null | undefined): void {
  if (percentage === null || percentage === undefined || PERCENTAGE_TYPES.includes(type)) return;
  const message = `Ownership percentage applies to shareholder, subsidiary, parent, beneficiary and nominee_for relationships, not ${type}`;
  throw new DomainError('invalid', 'RELATIONSHIP.PERCENTAGE_NOT_HELD', message, [
    { field: 'ownershipPercentage', message },
  ]);
}

/** A spouse or a minor child is a natural person at both ends (docs/decisions/0078). */
function checkPersonLink(state: AccountRegisterState, fields: RelationshipFields): void {
  const type = fields.relationshipType as RelationshipType;
  if (!PERSON_LINK_TYPES.includes(type)) return;
  for (const field of ['sourceEntityId', 'targetEntityId'] as const) {
    if (state.entities.get(fields[field])?.type === 'individual') continue;
    const message = `A ${type} relationship links two individuals; ${field === 'sourceEntityId' ? 'the source' : 'the target'} is not one`;
    throw new DomainError('invalid', 'RELATIONSHIP.INDIVIDUALS_ONLY', message, [{ field, message }]);
  }
}

type Period = Pick<RelationshipFields, 'startDate' | 'endDate'>;

/**
 * Whether two links' periods share a day (their dates are first and last days; none: open-ended). A trustee who
 * resigned can be appointed again from a later day as a new link, the gap between kept on the record.
 */
function periodsOverlap(a: Period, b: Period): boolean {
  const day = (value: string | null | undefined) => value?.slice(0, 10) ?? null;
  const [aStart, aEnd, bStart, bEnd] = [day(a.startDate), day(a.endDate), day(b.startDate), day(b.endDate)];
  return !(aEnd && bStart && aEnd < bStart) && !(bEnd && aStart && bEnd < aStart);
}

function checkEnds(state: AccountRegisterState, fields: RelationshipFields, ignoreId?: number): void {
  if (!state.entities.has(fields.sourceEntityId))
    throw new DomainError(
      'not_found',
      'RELATIONSHIP.SOURCE_NOT_FOUND',
      "Source entity not found or you don't have access to it",
      [{ field: 'sourceEntityId', message: "Source entity not found or you don't have access to it" }],
    );
  if (!state.entities.has(fields.targetEntityId))
    throw new DomainError(
      'not_found',
      'RELATIONSHIP.TARGET_NOT_FOUND',
      "Target entity not found or you don't have access to it",
      [{ field: 'targetEntityId', message: "Target entity not found or you don't have access to it" }],
    );
  if (fields.sourceEntityId === fields.targetEntityId)
    throw new DomainError(
      'invalid',
      'RELATIONSHIP.SAME_ENTITY',
      'Source and target entities must be different',
      [{ field: 'targetEntityId', message: 'Source and target entities must be different' }],
    );
  const duplicate = linksAt(state, fields.sourceEntityId).some(
    ([id, r]) =>
      id !== ignoreId &&
      r.sourceEntityId === fields.sourceEntityId &&
      r.targetEntityId === fields.targetEntityId &&
      r.relationshipType === fields.relationshipType &&
      // A share declared through an unknown chain sits beside a direct one of the same kind (docs/decisions/0080).
      (r.ownershipCategory === DECLARED_INDIRECT) === (fields.ownershipCategory === DECLARED_INDIRECT) &&
      periodsOverlap(r, fields),
  );
  if (!duplicate) return;
  const message = `${/^[aeiou]/.test(fields.relationshipType) ? 'An' : 'A'} ${fields.relationshipType} relationship already exists between these entities for that period`;
  throw new DomainError('conflict', 'RELATIONSHIP.TYPE_USED', message, [{ field: 'type', message }]);
}

/** `today` (YYYY-MM-DD, from the clock) tells which holdings are current for the share allocation. */
export function decideAddRelationship(
  command: { relationshipId: number; fields: CreateRelationshipFields; today: string },
  state: AccountRegisterState,
): DomainEventData[] {
  if (state.relationships.has(command.relationshipId)) return [];
  const { type, changeReason, evidenceDocumentId, ...rest } = command.fields;
  const facts = changeFactsData({ changeReason, evidenceDocumentId }, state);
  checkPercentageApplies(type, rest.ownershipPercentage);
  const normalised = normalise({ ...rest, relationshipType: type });
  checkEnds(state, normalised);
  checkPersonLink(state, normalised);
  const limit = entityLimitOf(state);
  if (state.relationships.size >= limit) throw limitReached(limit, 'relationships');
  const { overAllocationReason, ...fields } = checkShareAllocation(
    state,
    command.relationshipId,
    normalised,
    command.today,
  );
  return [
    {
      type: 'RelationshipAdded',
      data: {
        relationshipId: command.relationshipId,
        accountId: state.accountId,
        ...fields,
        // Additive: events of links within 100% keep their original shape.
        ...(overAllocationReason ? { overAllocationReason } : {}),
        ...facts,
      },
      ...(fields.startDate ? { effectiveAt: fields.startDate } : {}),
    },
  ];
}

export function decideUpdateRelationship(
  command: {
    relationshipId: number;
    patch: Partial<CreateRelationshipFields>;
    today: string;
    facts?: OwnershipChangeFacts;
  },
  state: AccountRegisterState,
): DomainEventData[] {
  const current = state.relationships.get(command.relationshipId);
  if (!current) throw notFound('Relationship');
  const { type, changeReason: _reason, evidenceDocumentId: _evidence, ...rest } = command.patch;
  checkPercentageApplies(type ?? (current.relationshipType as RelationshipType), rest.ownershipPercentage);
  const patched = normalise({ ...current, ...rest, ...(type ? { relationshipType: type } : {}) });
  if (patched.startDate && patched.endDate && patched.endDate < patched.startDate)
    throw new DomainError('invalid', 'RELATIONSHIP.DATES', 'End date cannot be before the start date', [
      { field: 'endDate', message: 'End date cannot be before the start date' },
    ]);
  checkEnds(state, patched, command.relationshipId);
  checkPersonLink(state, patched);
  const merged = checkShareAllocation(state, command.relationshipId, patched, command.today);
  const facts = command.facts ?? {};
  // Checked even when nothing changes: an unknown evidence document is bad input, not a no-op.
  const changeFacts = changeFactsData(facts, state);
  const changes = fieldChanges(current, merged);
  if (Object.keys(changes).length === 0) return [];
  const effectiveAt = effectiveAtOf(changes, facts.effectiveDate, command.today);
  const data = {
    relationshipId: command.relationshipId,
    accountId: state.accountId,
    changes,
    // Names whose key seals the notes (0032); only when they change, so other updates read as before.
    ...('notes' in changes ? { sourceEntityId: current.sourceEntityId } : {}),
  };
  return [
    {
      type: 'RelationshipUpdated',
      data: { ...data, ...changeFacts },
      ...(effectiveAt ? { effectiveAt } : {}),
    },
  ];
}

export function decideRemoveRelationship(
  command: { relationshipId: number; facts?: OwnershipChangeFacts },
  state: AccountRegisterState,
): DomainEventData[] {
  if (!state.relationships.has(command.relationshipId)) throw notFound('Relationship');
  const facts = changeFactsData(command.facts ?? {}, state);
  return [
    {
      type: 'RelationshipRemoved',
      data: {
        relationshipId: command.relationshipId,
        accountId: state.accountId,
        reason: 'deleted',
        ...facts,
      },
    },
  ];
}
