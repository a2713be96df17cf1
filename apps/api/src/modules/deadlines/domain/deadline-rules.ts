import { anniversaryIn } from './anniversaries';
import { addBusinessDays, addDays } from './business-days';
import {
  BEFORE_TRACKING,
  BO_FILING_DUTIES,
  CIPC_BO_TRANSITION,
  type CompanyJurisdiction,
  dutyStart,
  noCipcDutyBecause,
} from './filing-duties';
import { trustPlans } from './trust-deadline-rules';

export interface PlannedFiling {
  ruleKey: string;
  entityId: number;
  requirementType: string;
  dueDate: string;
  notes: string;
  /** `not_required` for a duty that fell due before the account's tracked-from day (history, never overdue). */
  status: 'pending' | 'not_required';
  /** Its date comes from data SARS has not published yet. */
  provisional?: boolean;
}

export type DutyPlan = Omit<PlannedFiling, 'status'>;

export interface DeadlineFacts extends CompanyJurisdiction {
  id: number;
  type: 'company' | 'individual' | 'trust';
  incorporationDate: string | null;
  companyClassification: string | null;
  /** Trusts: the date of the deed, when the trust came to be. */
  trustDeedDate?: string | null;
  /** Trusts: a beneficiary has a vested or fixed interest, so amounts vest in them and an IT3(t) is due. */
  vestsInBeneficiaries?: boolean;
}

const LOOKBACK_DAYS = 60;

const lastDayOfNextMonth = (iso: string): string => {
  const [year, month] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
};

/** A duty due before the tracked-from day is recorded as history; every other one is open. */
export function tracked(plan: DutyPlan, trackedFrom: string | null): PlannedFiling {
  if (trackedFrom && plan.dueDate < trackedFrom)
    return {
      ...plan,
      status: 'not_required',
      notes: `${BEFORE_TRACKING} (tracked from ${trackedFrom}): ${plan.notes}`,
    };
  return { ...plan, status: 'pending' };
}

/** The anniversary whose annual return is current: the latest one not more than LOOKBACK_DAYS back. */
function currentAnniversary(incorporated: string, today: string): string | null {
  const year = Number(today.slice(0, 4));
  for (const candidate of [year - 1, year, year + 1]) {
    const anniversary = anniversaryIn(incorporated, candidate);
    if (anniversary > incorporated && anniversary >= addDays(today, -LOOKBACK_DAYS)) return anniversary;
  }
  return null;
}

function annualReturn(entity: DeadlineFacts, anniversary: string): DutyPlan {
  const closeCorporation = entity.companyClassification === 'non_affected_close_corporation';
  return {
    ruleKey: `annual_return:${entity.id}:${anniversary}`,
    entityId: entity.id,
    requirementType: 'annual_return',
    dueDate: closeCorporation ? lastDayOfNextMonth(anniversary) : addBusinessDays(anniversary, 30),
    notes: closeCorporation
      ? `Close corporation annual return for the ${anniversary} anniversary: by the end of the following month.`
      : `Annual return for the ${anniversary} anniversary: 30 business days after it.`,
  };
}

/**
 * The current anniversary's return, and with a tracked-from day every earlier one due on or after it: a missed
 * return stays planned (overdue) however old, while those due before tracking began are not raised.
 */
function annualReturns(
  entity: DeadlineFacts,
  incorporated: string,
  today: string,
  trackedFrom: string | null,
) {
  const current = currentAnniversary(incorporated, today);
  if (!current) return [];
  const plans = [annualReturn(entity, current)];
  for (
    let year = Number(current.slice(0, 4)) - 1;
    trackedFrom && year > Number(incorporated.slice(0, 4));
    year--
  ) {
    const missed = annualReturn(entity, anniversaryIn(incorporated, year));
    if (missed.dueDate < trackedFrom) break;
    plans.push(missed);
  }
  return plans;
}

function companyPlans(
  entity: DeadlineFacts,
  incorporated: string,
  today: string,
  trackedFrom: string | null,
) {
  const [start, from] = dutyStart(incorporated, BO_FILING_DUTIES.cipc.since);
  const initial: DutyPlan = {
    ruleKey: `bo_initial:${entity.id}:${incorporated}`,
    entityId: entity.id,
    requirementType: 'beneficial_ownership_filing',
    ...(from === 'established'
      ? {
          dueDate: addBusinessDays(start, 10),
          notes: 'CIPC beneficial ownership filing: 10 business days after incorporation.',
        }
      : transitionalBoFiling(entity, incorporated)),
  };
  return [initial, ...annualReturns(entity, incorporated, today, trackedFrom)];
}

/**
 * The first BO filing of a company older than the duty: with its first annual return due once the returns
 * carried the declaration, and by CIPC's last day at the latest (docs/decisions/0026).
 */
function transitionalBoFiling(
  entity: DeadlineFacts,
  incorporated: string,
): Pick<DutyPlan, 'dueDate' | 'notes'> {
  const { withAnnualReturnsFrom, lastDay } = CIPC_BO_TRANSITION;
  const year = Number(withAnnualReturnsFrom.slice(0, 4));
  const withReturn = [year, year + 1]
    .map((y) => anniversaryIn(incorporated, y))
    .filter((anniversary) => anniversary > incorporated)
    .map((anniversary) => ({ anniversary, due: annualReturn(entity, anniversary).dueDate }))
    .find(({ due }) => due >= withAnnualReturnsFrom);
  if (withReturn && withReturn.due < lastDay)
    return {
      dueDate: withReturn.due,
      notes: `CIPC beneficial ownership filing of a company older than the duty: with the annual return for the ${withReturn.anniversary} anniversary.`,
    };
  return {
    dueDate: lastDay,
    notes: `CIPC beneficial ownership filing of a company older than the duty: by ${lastDay}, the last day CIPC set.`,
  };
}

/**
 * Filings the facts call for (DOMAIN.md sections 1-2, docs/decisions/0026): the CIPC beneficial-ownership
 * filing 10 business days after incorporation or after the duty began, whichever is later; the annual return 30
 * business days after each anniversary (close corporations: by the end of the month after the anniversary
 * month), for companies that file with CIPC (docs/decisions/0071); a trust's BO register lodgement with the
 * Master, ITR12T and IT3(t). Duties due before `trackedFrom` are history.
 */
export function plannedFilings(
  entity: DeadlineFacts,
  today: string,
  trackedFrom: string | null = null,
): PlannedFiling[] {
  const duties =
    entity.type === 'company' && entity.incorporationDate && noCipcDutyBecause(entity) === null
      ? companyPlans(entity, entity.incorporationDate, today, trackedFrom)
      : entity.type === 'trust'
        ? trustPlans(entity, today, trackedFrom)
        : [];
  // The current annual return is planned with or without a tracked-from day: a live duty, never history (a
  // return due five days before the account opened is overdue, docs/decisions/0026).
  const current = duties.find((duty) => duty.requirementType === 'annual_return');
  return duties.map((duty) => tracked(duty, duty === current ? null : trackedFrom));
}
