import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import type { AccountRegisterState } from '../../accounts/domain/account-register.state';
import { addBusinessDays } from './business-days';
import { type PlannedFiling, plannedFilings } from './deadline-rules';

/** The plans the facts call for that no filing of the account carries yet (matched by rule key). */
export function missingPlans(
  state: AccountRegisterState,
  today: string,
  currentOwners: ReadonlyMap<number, number[]> = new Map(),
): PlannedFiling[] {
  const planned = new Set([...state.filings.values()].map((f) => f.ruleKey).filter(Boolean));
  const refilings = ownerChangeRefilings(state, today, currentOwners).filter(
    (plan) => !planned.has(plan.ruleKey),
  );
  return [
    ...refilings,
    ...[...state.entities].flatMap(([id, entity]) =>
      plannedFilings(
        {
          id,
          type: entity.type,
          incorporationDate: entity.profile.incorporationDate ?? null,
          companyClassification: entity.profile.companyClassification ?? null,
        },
        today,
      ).filter((plan) => !planned.has(plan.ruleKey)),
    ),
  ];
}

/** Entities whose latest submitted BO filing recorded its owners: the ones to compare with the owners now. */
export function entitiesWithFiledOwners(state: AccountRegisterState): number[] {
  return [...new Set([...state.filings.values()].filter((f) => f.filedOwnerIds).map((f) => f.entityId))];
}

/**
 * A change of the beneficial-owner set since the last filing calls for a refiling within 10 business days
 * (CIPC for companies, the Master's BO register for trusts; DOMAIN.md sections 1-3).
 */
function ownerChangeRefilings(
  state: AccountRegisterState,
  today: string,
  currentOwners: ReadonlyMap<number, number[]>,
): PlannedFiling[] {
  return [...currentOwners].flatMap(([entityId, owners]): PlannedFiling[] => {
    const entity = state.entities.get(entityId);
    const filed = [...state.filings]
      .filter(([, f]) => f.entityId === entityId && f.filedOwnerIds && f.status === 'submitted')
      .sort(([a, fa], [b, fb]) => (fa.submissionDate ?? '').localeCompare(fb.submissionDate ?? '') || a - b)
      .at(-1);
    if (!entity || !filed) return [];
    const [filingId, filing] = filed;
    if (JSON.stringify(filing.filedOwnerIds) === JSON.stringify(owners)) return [];
    return [
      {
        ruleKey: `bo_change:${entityId}:${filingId}:${owners.join('.')}`,
        entityId,
        requirementType: entity.type === 'trust' ? 'trust_bo_register' : 'beneficial_ownership_filing',
        dueDate: addBusinessDays(today, 10),
        notes: 'The beneficial owners changed since the last filing: refile within 10 business days.',
      },
    ];
  });
}

/** Adds the missing planned filings, each with one of the pre-allocated ids; more wait for the next run. */
export function decidePlanFilings(
  command: { today: string; ids: number[]; currentOwners?: ReadonlyMap<number, number[]> },
  state: AccountRegisterState,
): DomainEventData[] {
  return missingPlans(state, command.today, command.currentOwners)
    .slice(0, command.ids.length)
    .map((plan, index) => ({
      type: 'FilingRequirementAdded',
      data: {
        filingId: command.ids[index],
        accountId: state.accountId,
        entityId: plan.entityId,
        requirementType: plan.requirementType,
        dueDate: plan.dueDate,
        status: 'pending',
        submissionDate: null,
        notes: plan.notes,
        origin: 'deadline_engine',
        ruleKey: plan.ruleKey,
      },
      effectiveAt: plan.dueDate,
    }));
}
