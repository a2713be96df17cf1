import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import type { AccountRegisterState, RegisteredFiling } from '../../accounts/domain/account-register.state';
import { type PlannedFiling, tracked } from './deadline-rules';
import { BEFORE_TRACKING, NO_LONGER_REQUIRED } from './filing-duties';

/** A filing the engine planned that is still open: nobody settled it or made it their own. */
export const openAsPlanned = (filing: RegisteredFiling): boolean =>
  filing.origin === 'deadline_engine' && (filing.status === 'pending' || filing.status === 'overdue');

/** Open as planned, or what the engine itself set aside: history before tracking, or withdrawn plans. */
const leftAsPlanned = (filing: RegisteredFiling): boolean =>
  openAsPlanned(filing) ||
  (filing.origin === 'deadline_engine' &&
    filing.status === 'not_required' &&
    [BEFORE_TRACKING, NO_LONGER_REQUIRED].some((prefix) => (filing.notes ?? '').startsWith(prefix)));

const planned = (filing: RegisteredFiling | PlannedFiling) => ({
  dueDate: filing.dueDate,
  status: filing.status === 'overdue' ? 'pending' : filing.status,
  notes: filing.notes,
  provisional: filing.provisional ?? false,
});

/**
 * Updates the engine's unsettled filings whose plan changed: a provisional tax season confirmed, a moved
 * tracked-from day (history reopens, or becomes history), a duty's start now known, a withdrawn plan called for
 * again. Settled filings stay.
 */
export function revisedPlans(
  state: AccountRegisterState,
  plans: readonly PlannedFiling[],
  filings: Iterable<[number, RegisteredFiling]> | null = null,
): DomainEventData[] {
  const byRule = new Map(plans.map((plan) => [plan.ruleKey, plan]));
  return [...(filings ?? state.filings)].flatMap(([filingId, filing]): DomainEventData[] => {
    if (filing.ruleKey?.startsWith('bo_change:') && leftAsPlanned(filing))
      return retracked(state, filingId, filing);
    const plan = filing.ruleKey ? byRule.get(filing.ruleKey) : undefined;
    // A refiling's day is set by the change it reports, once: later runs compare with other days.
    if (!plan || !leftAsPlanned(filing) || filing.ruleKey?.startsWith('bo_change:')) return [];
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

const HISTORY_NOTE = new RegExp(`^${BEFORE_TRACKING} \\(tracked from [^)]*\\): `);

/**
 * A refiling keeps the day its change set, but follows a moved tracked-from day like every plan: history when
 * due before it, open again when tracking now covers it (the change's own note, without the history prefix).
 */
function retracked(
  state: AccountRegisterState,
  filingId: number,
  filing: RegisteredFiling,
): DomainEventData[] {
  if (filing.status === 'not_required' && !(filing.notes ?? '').startsWith(BEFORE_TRACKING)) return [];
  const { ruleKey, entityId, requirementType, dueDate } = filing;
  const notes = (filing.notes ?? '').replace(HISTORY_NOTE, '');
  const next = tracked({ ruleKey: ruleKey!, entityId, requirementType, dueDate, notes }, state.trackedFrom);
  const now = planned(filing);
  if (now.status === next.status && now.notes === next.notes) return [];
  const changes = {
    ...(now.status !== next.status ? { status: { from: filing.status, to: next.status } } : {}),
    ...(now.notes !== next.notes ? { notes: { from: filing.notes, to: next.notes } } : {}),
  };
  return [{ type: 'FilingRequirementUpdated', data: { filingId, accountId: state.accountId, changes } }];
}
