import { addBusinessDays } from './business-days';
import { plannedFilings } from './deadline-rules';
import { BO_FILING_DUTIES } from './filing-duties';

const trust = (facts: { trustDeedDate?: string | null; vestsInBeneficiaries?: boolean } = {}) => ({
  id: 9,
  type: 'trust' as const,
  incorporationDate: null,
  companyClassification: null,
  ...facts,
});
const ofType = (type: string, plans: ReturnType<typeof plannedFilings>) =>
  plans.filter((p) => p.requirementType === type);

describe('trust deadlines', () => {
  it("plans the trustees' first BO register lodgement with the Master from the deed or the duty's start", () => {
    const [older] = ofType(
      'trust_bo_register',
      plannedFilings(trust({ trustDeedDate: '2015-06-01' }), '2025-11-22'),
    );
    expect(older).toMatchObject({
      ruleKey: 'trust_bo_initial:9',
      dueDate: addBusinessDays(BO_FILING_DUTIES.master.since, 10),
      status: 'pending',
    });
    const [newer] = ofType(
      'trust_bo_register',
      plannedFilings(trust({ trustDeedDate: '2025-10-01' }), '2025-11-22'),
    );
    expect(newer.dueDate).toBe(addBusinessDays('2025-10-01', 10));
  });

  it('plans the IT3(t) of the season only where amounts vest in beneficiaries', () => {
    expect(ofType('trust_it3t', plannedFilings(trust(), '2025-11-22'))).toEqual([]);
    expect(ofType('trust_it3t', plannedFilings(trust({ vestsInBeneficiaries: true }), '2025-11-22'))).toEqual(
      [expect.objectContaining({ ruleKey: 'it3t:9:2025', dueDate: '2025-09-30', status: 'pending' })],
    );
  });

  it('marks the dates of a season SARS has not published as provisional', () => {
    const confirmed = ofType('trust_tax_return', plannedFilings(trust(), '2025-11-22'));
    expect(confirmed[0].provisional).toBeUndefined();
    const [estimated] = ofType('trust_tax_return', plannedFilings(trust(), '2026-08-01'));
    expect(estimated).toMatchObject({ ruleKey: 'itr12t:9:2026', provisional: true });
    expect(estimated.notes).toContain('Provisional');
  });
});
