import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import type { AccountRegisterState, RegisteredFiling } from '../../accounts/domain/account-register.state';
import type { PlannedFiling } from './deadline-rules';
import { BEFORE_TRACKING } from './filing-duties';

/** A filing the engine planned and nobody has settled: still open, or the history it recorded itself. */
const leftAsPlanned = (filing: RegisteredFiling): boolean =>
  filing.origin === 'deadline_engine' &&
  (filing.status === 'pending' ||
    filing.status === 'overdue' ||
    (filing.status === 'not_required' && (filing.notes ?? '').startsWith(BEFORE_TRACKING)));

const planned = (filing: RegisteredFiling | PlannedFiling) => ({
  dueDate: filing.dueDate,
  status: filing.status === 'overdue' ? 'pending' : filing.status,
  notes: filing.notes,
  provisional: filing.provisional ?? false,
});

/**
 * Updates the engine's unsettled filings whose plan changed: a provisional tax season confirmed, a moved
 * tracked-from day (history reopens, or becomes history), a duty's start now known. Settled filings stay.
 */
export function revisedPlans(
  state: AccountRegisterState,
  plans: readonly PlannedFiling[],
  filings: Iterable<[number, RegisteredFiling]> | null = null,
): DomainEventData[] {
  const byRule = new Map(plans.map((plan) => [plan.ruleKey, plan]));
  return [...(filings ?? state.filings)].flatMap(([filingId, filing]): DomainEventData[] => {
    const plan = filing.ruleKey ? byRule.get(filing.ruleKey) : undefined;
    if (!plan || !leftAsPlanned(filing)) return [];
    const [now, next] = [planned(filing), planned(plan)];
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
      (field) => now[field] !== next[field],
    );
    // A note a user edited stays unless the plan itself moved (its date, status or provisional mark).
    if (changed.every((field) => field === 'notes')) return [];
    const changes = Object.fromEntries(
      changed.map((field) => [field, { from: now[field], to: next[field] }]),
    );
    return [{ type: 'FilingRequirementUpdated', data: { filingId, accountId: state.accountId, changes } }];
  });
}
