import { addBusinessDays, addDays } from './business-days';
import type { DeadlineFacts, DutyPlan } from './deadline-rules';
import { BO_FILING_DUTIES, dutyStart } from './filing-duties';
import { TRUST_TAX_SEASONS, type TrustTaxSeason, yearOfAssessmentEnd } from './tax-seasons';

const SEASON_NOTICE_DAYS = 90;

const provisionalNote = (season: TrustTaxSeason) =>
  season.provisional ? ' Provisional: SARS has not published these dates yet.' : '';

/** The seasons open now or within the notice period, and with a tracked-from day the missed ones since then. */
function seasonsToPlan(today: string, trackedFrom: string | null): TrustTaxSeason[] {
  const earliestClose = trackedFrom && trackedFrom < today ? trackedFrom : today;
  return TRUST_TAX_SEASONS.filter(
    (s) => s.closes >= earliestClose && s.opens <= addDays(today, SEASON_NOTICE_DAYS),
  );
}

/**
 * A trust's duties (DOMAIN.md section 2): the trustees' first beneficial-ownership register lodgement with the
 * Master, 10 business days after the trust's deed or after the duty began, whichever is later; the ITR12T by
 * the close of each season; the IT3(t) where amounts vest in beneficiaries.
 */
export function trustPlans(entity: DeadlineFacts, today: string, trackedFrom: string | null): DutyPlan[] {
  const [start, from] = dutyStart(entity.trustDeedDate ?? null, BO_FILING_DUTIES.master.since);
  const lodgement: DutyPlan = {
    ruleKey: `trust_bo_initial:${entity.id}`,
    entityId: entity.id,
    requirementType: 'trust_bo_register',
    dueDate: addBusinessDays(start, 10),
    notes:
      from === 'established'
        ? "Trustees lodge the trust's beneficial-ownership register with the Master: 10 business days after the trust deed."
        : `Trustees lodge the trust's beneficial-ownership register with the Master: 10 business days after the duty began on ${start}.`,
  };
  // A trust files for the tax years it existed in: none for a year that ended before its deed.
  const deed = entity.trustDeedDate ?? null;
  const seasons = seasonsToPlan(today, trackedFrom).filter(
    (season) => !deed || deed <= yearOfAssessmentEnd(season.season),
  );
  const returns = seasons.map((season): DutyPlan => ({
    ruleKey: `itr12t:${entity.id}:${season.season}`,
    entityId: entity.id,
    requirementType: 'trust_tax_return',
    dueDate: season.closes,
    notes: `SARS ITR12T for the ${season.season} filing season (${season.opens} to ${season.closes}).${provisionalNote(season)}`,
    ...(season.provisional ? { provisional: true } : {}),
  }));
  const vestingReturns = entity.vestsInBeneficiaries
    ? seasons.flatMap((season): DutyPlan[] =>
        season.it3tDue
          ? [
              {
                ruleKey: `it3t:${entity.id}:${season.season}`,
                entityId: entity.id,
                requirementType: 'trust_it3t',
                dueDate: season.it3tDue,
                notes: `SARS IT3(t) for the ${season.season} season: amounts vested in beneficiaries.${provisionalNote(season)}`,
                ...(season.provisional ? { provisional: true } : {}),
              },
            ]
          : [],
      )
    : [];
  return [lodgement, ...returns, ...vestingReturns];
}
