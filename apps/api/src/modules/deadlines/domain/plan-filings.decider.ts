import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import type { AccountRegisterState } from '../../accounts/domain/account-register.state';
import { type PlannedFiling, plannedFilings } from './deadline-rules';

/** The plans the facts call for that no filing of the account carries yet (matched by rule key). */
export function missingPlans(state: AccountRegisterState, today: string): PlannedFiling[] {
  const planned = new Set([...state.filings.values()].map((f) => f.ruleKey).filter(Boolean));
  return [...state.entities].flatMap(([id, entity]) =>
    plannedFilings(
      {
        id,
        type: entity.type,
        incorporationDate: entity.profile.incorporationDate ?? null,
        companyClassification: entity.profile.companyClassification ?? null,
      },
      today,
    ).filter((plan) => !planned.has(plan.ruleKey)),
  );
}

/** Adds the missing planned filings, each with one of the pre-allocated ids; more wait for the next run. */
export function decidePlanFilings(
  command: { today: string; ids: number[] },
  state: AccountRegisterState,
): DomainEventData[] {
  return missingPlans(state, command.today)
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
