import { addBusinessDays } from './business-days';
import { plannedFilings } from './deadline-rules';
import { BO_FILING_DUTIES, CIPC_BO_TRANSITION } from './filing-duties';

const company = (incorporationDate: string) => ({
  id: 7,
  type: 'company' as const,
  incorporationDate,
  companyClassification: null,
});
const ofType = (type: string, plans: ReturnType<typeof plannedFilings>) =>
  plans.filter((p) => p.requirementType === type);

describe('deadline dates on the awkward days', () => {
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

  it('plans the first BO filing of a company older than the duty with its next annual return, by 24 May 2024', () => {
    const firstBo = (incorporated: string) =>
      ofType('beneficial_ownership_filing', plannedFilings(company(incorporated), '2026-11-25'))[0];
    expect(BO_FILING_DUTIES.cipc.source).toContain('2022');
    expect(CIPC_BO_TRANSITION.source).toContain('24 May 2024');
    // The return for the 4 May 2023 anniversary, the first due after 24 May 2023
    expect(firstBo('2010-05-04')).toMatchObject({ dueDate: addBusinessDays('2023-05-04', 30) });
    expect(firstBo('2010-05-04').notes).toContain('2023-05-04 anniversary');
    // The 5 April 2023 return was due before returns carried the declaration: the 2024 one
    expect(firstBo('2010-04-05').dueDate).toBe(addBusinessDays('2024-04-05', 30));
    for (const incorporated of ['1996-04-15', '2010-04-05', '2015-02-10', '2023-03-31'])
      expect(firstBo(incorporated).dueDate <= CIPC_BO_TRANSITION.lastDay).toBe(true);
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

  it('never makes history of the current annual return, which the engine plans without a tracked-from day', () => {
    const [current] = ofType(
      'annual_return',
      plannedFilings(company('2010-10-09'), '2026-11-25', '2026-11-25'),
    );
    expect(current).toMatchObject({ dueDate: '2026-11-20', status: 'pending' });
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
