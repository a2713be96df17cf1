import {
  type CreateFilingFields,
  filingTypeMismatch,
  filingTypeName,
  type UpdateFilingFields,
} from '@ledgerline/contracts';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import { fieldChanges } from '../../../shared/field-changes';
import {
  type AccountRegisterState,
  planOf,
  type RegisteredFiling,
} from '../../accounts/domain/account-register.state';
import { limitReached } from '../../accounts/domain/plan-limits';
import type { FiledOwnerRecord } from './filed-owners';

/** A submission date belongs only to a submitted filing; marking submitted without one means today. */
function settleSubmission(filing: RegisteredFiling, today: string): RegisteredFiling {
  if (filing.status !== 'submitted') return { ...filing, submissionDate: null };
  return { ...filing, submissionDate: filing.submissionDate ?? today };
}

/** A new assignee must be a member of the account; one kept from before may have left it since (0037). */
function checkAssignee(current: RegisteredFiling, next: RegisteredFiling, state: AccountRegisterState): void {
  const assignee = next.assigneeUserId ?? null;
  if (assignee === null || assignee === (current.assigneeUserId ?? null) || state.members.has(assignee))
    return;
  const message = 'assigneeUserId must be a member of this account';
  throw new DomainError('invalid', 'FILING.ASSIGNEE_NOT_MEMBER', message, [
    { field: 'assigneeUserId', message },
  ]);
}

function checkDates(filing: RegisteredFiling, today: string): void {
  if (filing.submissionDate && filing.submissionDate > today)
    throw new DomainError(
      'invalid',
      'FILING.SUBMISSION_IN_FUTURE',
      'Submission date cannot be in the future',
      [{ field: 'submissionDate', message: 'Submission date cannot be in the future' }],
    );
}

/** A company-only or trust-only kind on another kind of entity, refused by the field that names it. */
function checkKindFits(filing: RegisteredFiling, state: AccountRegisterState): void {
  const entity = state.entities.get(filing.entityId);
  const mismatch = entity && filingTypeMismatch(filing.requirementType, entity.type);
  if (mismatch)
    throw new DomainError('invalid', 'FILING.TYPE_NOT_FOR_ENTITY', mismatch, [
      { field: 'requirementType', message: mismatch },
    ]);
}

/** A second filing of one kind due the same day is usually a slip; the client confirms it (`allowDuplicate`). */
function refuseDuplicate(
  state: AccountRegisterState,
  entityId: number,
  requirementType: string,
  dueDate: string,
) {
  const twin = (state.filingIdsByEntity.get(entityId) ?? []).find((id) => {
    const filing = state.filings.get(id);
    return filing?.requirementType === requirementType && filing.dueDate === dueDate;
  });
  if (twin === undefined) return;
  const entity = state.entities.get(entityId)?.profile.name ?? `Entity #${entityId}`;
  const message = `${filingTypeName(requirementType)} due on ${dueDate} already exists for ${entity} (filing #${twin})`;
  throw new DomainError('conflict', 'FILING.DUPLICATE', message, [{ field: 'dueDate', message }]);
}

export function decideAddFiling(
  command: {
    filingId: number;
    fields: CreateFilingFields;
    origin?: RegisteredFiling['origin'];
    today: string;
    /** The beneficial owners on the submission day, for a BO filing entered as already submitted. */
    currentOwners?: FiledOwnerRecord[];
  },
  state: AccountRegisterState,
): DomainEventData[] {
  if (state.filings.has(command.filingId)) return [];
  if (!state.entities.has(command.fields.entityId))
    throw new DomainError(
      'not_found',
      'FILING.ENTITY_NOT_FOUND',
      "Entity not found or you don't have access to it",
      [{ field: 'entityId', message: "Entity not found or you don't have access to it" }],
    );
  // The deadline engine's filings count too; they come through their own decision and are never refused.
  const { filingLimit } = planOf(state);
  if (state.filings.size >= filingLimit) throw limitReached(filingLimit, 'filing requirements');
  const { entityId, requirementType, dueDate, status, submissionDate, notes } = command.fields;
  const filing = settleSubmission(
    { entityId, requirementType, dueDate, status, submissionDate, notes, origin: command.origin ?? 'manual' },
    command.today,
  );
  checkDates(filing, command.today);
  checkKindFits(filing, state);
  if (!command.fields.allowDuplicate) refuseDuplicate(state, entityId, requirementType, dueDate);
  const added: DomainEventData = {
    type: 'FilingRequirementAdded',
    data: { filingId: command.filingId, accountId: state.accountId, ...filing },
    effectiveAt: filing.dueDate,
  };
  const owners = command.currentOwners;
  if (filing.status !== 'submitted' || !BO_FILING_TYPES.includes(requirementType) || !owners) return [added];
  // Entered as lodged already: it declared the owners of its day, like one marked submitted (the same event).
  const filed = {
    filedOwnerIds: { from: null, to: owners.map((o) => o.individualId) },
    filedOwners: { from: null, to: owners },
  };
  return [
    added,
    {
      type: 'FilingRequirementUpdated',
      data: { filingId: command.filingId, accountId: state.accountId, changes: filed },
    },
  ];
}

export const BO_FILING_TYPES = ['beneficial_ownership_filing', 'beneficial_ownership', 'trust_bo_register'];

export function decideUpdateFiling(
  command: {
    filingId: number;
    patch: UpdateFilingFields;
    today: string;
    /** The beneficial owners as they stand now, with categories and figures; recorded when a BO filing is submitted. */
    currentOwners?: FiledOwnerRecord[];
  },
  state: AccountRegisterState,
): DomainEventData[] {
  const current = state.filings.get(command.filingId);
  if (!current) throw notFound('Filing requirement');
  const next = settleSubmission({ ...current, ...command.patch }, command.today);
  if (
    next.status === 'submitted' &&
    current.status !== 'submitted' &&
    BO_FILING_TYPES.includes(next.requirementType) &&
    command.currentOwners
  ) {
    next.filedOwnerIds = command.currentOwners.map((o) => o.individualId);
    next.filedOwners = command.currentOwners;
  }
  checkDates(next, command.today);
  // Checked only when the kind or the entity changes: a filing recorded before the rule can still be settled.
  if (next.requirementType !== current.requirementType || next.entityId !== current.entityId)
    checkKindFits(next, state);
  checkAssignee(current, next, state);
  // A planned filing whose day, kind or entity the user sets becomes theirs: the deadline engine no longer moves
  // it back to the day it planned (it did, silently, at its next run).
  const replanned =
    next.dueDate !== current.dueDate ||
    next.requirementType !== current.requirementType ||
    next.entityId !== current.entityId;
  if (current.origin === 'deadline_engine' && replanned) next.origin = 'manual';
  const changes = fieldChanges(
    current as unknown as Record<string, unknown>,
    next as unknown as Record<string, unknown>,
  );
  if (Object.keys(changes).length === 0) return [];
  return [
    {
      type: 'FilingRequirementUpdated',
      data: { filingId: command.filingId, accountId: state.accountId, changes },
    },
  ];
}

export function decideRemoveFiling(
  command: { filingId: number },
  state: AccountRegisterState,
): DomainEventData[] {
  if (!state.filings.has(command.filingId)) throw notFound('Filing requirement');
  return [
    {
      type: 'FilingRequirementRemoved',
      data: { filingId: command.filingId, accountId: state.accountId, reason: 'deleted' },
    },
  ];
}
