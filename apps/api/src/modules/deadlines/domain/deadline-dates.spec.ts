import { addBusinessDays } from './business-days';
import { plannedFilings } from './deadline-rules';
import { BO_FILING_DUTIES } from './filing-duties';

const company = (incorporationDate: string) => ({
  id: 7,
  type: 'company' as const,
  incorporationDate,
  companyClassification: null,
});
const ofType = (type: string, plans: ReturnType<typeof plannedFilings>) =>
  plans.filter((p) => p.requirementType === type);

describe('deadline dates on the awkward days (issue 11 items 8 and 10)', () => {
  it('gives a 29 February incorporation its anniversary on 28 February in a common year', () => {
    const [annualReturn] = ofType('annual_return', plannedFilings(company('2024-02-29'), '2027-02-20'));
    expect(annualReturn.ruleKey).toBe('annual_return:7:2027-02-28');
    expect(annualReturn.dueDate).toBe(addBusinessDays('2027-02-28', 30));
    expect(annualReturn.dueDate).toBe('2027-04-14');
    expect(annualReturn.notes).toContain('2027-02-28');
    expect(annualReturn.notes).not.toContain('2027-02-29');
    const [leap] = ofType('annual_return', plannedFilings(company('2024-02-29'), '2028-02-20'));
    expect(leap.ruleKey).toBe('annual_return:7:2028-02-29');
  });

  it('plans the first BO filing of a company older than the duty from the day the duty began', () => {
    const [bo] = ofType('beneficial_ownership_filing', plannedFilings(company('2010-05-04'), '2026-11-25'));
    expect(BO_FILING_DUTIES.cipc.source).toContain('2022');
    expect(bo.dueDate).toBe(addBusinessDays(BO_FILING_DUTIES.cipc.since, 10));
    expect(bo.notes).toContain(BO_FILING_DUTIES.cipc.since);
    const [young] = ofType(
      'beneficial_ownership_filing',
      plannedFilings(company('2025-12-12'), '2026-01-05'),
    );
    expect(young.dueDate).toBe('2025-12-31');
  });

  it('records duties due before the tracked-from day as history, never overdue', () => {
    const [bo] = ofType(
      'beneficial_ownership_filing',
      plannedFilings(company('2010-05-04'), '2026-11-25', '2024-01-01'),
    );
    expect(bo).toMatchObject({ status: 'not_required', notes: expect.stringMatching(/^Before tracking/) });
  });

  it('plans every annual return missed since the tracked-from day, not only the last 60 days', () => {
    const returns = ofType(
      'annual_return',
      plannedFilings(company('2010-05-04'), '2026-11-25', '2024-01-01'),
    );
    expect(returns.map((r) => [r.ruleKey, r.status])).toEqual([
      ['annual_return:7:2027-05-04', 'pending'],
      ['annual_return:7:2026-05-04', 'pending'],
      ['annual_return:7:2025-05-04', 'pending'],
      ['annual_return:7:2024-05-04', 'pending'],
    ]);
    expect(ofType('annual_return', plannedFilings(company('2010-05-04'), '2026-11-25'))).toHaveLength(1);
  });
});
