import { addBusinessDays, addDays } from './business-days';
import { TRUST_TAX_SEASONS } from './tax-seasons';

export interface PlannedFiling {
  ruleKey: string;
  entityId: number;
  requirementType: string;
  dueDate: string;
  notes: string;
}

export interface DeadlineFacts {
  id: number;
  type: 'company' | 'individual' | 'trust';
  incorporationDate: string | null;
  companyClassification: string | null;
}

const LOOKBACK_DAYS = 60;

const lastDayOfNextMonth = (iso: string): string => {
  const [year, month] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
};

/** The anniversary whose annual return is current: the latest one not more than LOOKBACK_DAYS back. */
function currentAnniversary(incorporated: string, today: string): string | null {
  const year = Number(today.slice(0, 4));
  for (const candidate of [year - 1, year, year + 1]) {
    const anniversary = `${candidate}${incorporated.slice(4)}`;
    if (anniversary > incorporated && anniversary >= addDays(today, -LOOKBACK_DAYS)) return anniversary;
  }
  return null;
}

/**
 * Filings the facts call for (DOMAIN.md sections 1-2): the CIPC beneficial-ownership filing 10 business days
 * after incorporation; the annual return 30 business days after each anniversary (close corporations: by the
 * end of the month after the anniversary month); a trust's ITR12T by the close of the current tax season.
 */
export function plannedFilings(entity: DeadlineFacts, today: string): PlannedFiling[] {
  const plans: PlannedFiling[] = [];
  if (entity.type === 'company' && entity.incorporationDate) {
    const incorporated = entity.incorporationDate;
    plans.push({
      ruleKey: `bo_initial:${entity.id}:${incorporated}`,
      entityId: entity.id,
      requirementType: 'beneficial_ownership_filing',
      dueDate: addBusinessDays(incorporated, 10),
      notes: 'CIPC beneficial ownership filing: 10 business days after incorporation.',
    });
    const anniversary = currentAnniversary(incorporated, today);
    if (anniversary) {
      const closeCorporation = entity.companyClassification === 'non_affected_close_corporation';
      plans.push({
        ruleKey: `annual_return:${entity.id}:${anniversary}`,
        entityId: entity.id,
        requirementType: 'annual_return',
        dueDate: closeCorporation ? lastDayOfNextMonth(anniversary) : addBusinessDays(anniversary, 30),
        notes: closeCorporation
          ? `Close corporation annual return for the ${anniversary} anniversary: by the end of the following month.`
          : `Annual return for the ${anniversary} anniversary: 30 business days after it.`,
      });
    }
  }
  if (entity.type === 'trust') {
    const season = TRUST_TAX_SEASONS.find((s) => s.closes >= today && s.opens <= addDays(today, 90));
    if (season)
      plans.push({
        ruleKey: `itr12t:${entity.id}:${season.season}`,
        entityId: entity.id,
        requirementType: 'trust_tax_return',
        dueDate: season.closes,
        notes: `SARS ITR12T for the ${season.season} filing season (${season.opens} to ${season.closes}).`,
      });
  }
  return plans;
}
