import { plannedFilings } from './deadline-rules';

const company = (incorporationDate: string, companyClassification: string | null = null) => ({
  id: 7,
  type: 'company' as const,
  incorporationDate,
  companyClassification,
});

describe('deadline rules', () => {
  it('plans the CIPC BO filing 10 business days after incorporation, around holidays', () => {
    const [bo] = plannedFilings(company('2025-12-12'), '2025-12-12');
    expect(bo).toMatchObject({
      requirementType: 'beneficial_ownership_filing',
      dueDate: '2025-12-31',
      ruleKey: 'bo_initial:7:2025-12-12',
    });
  });

  it('plans the annual return 30 business days after the current anniversary', () => {
    const plans = plannedFilings(company('2020-03-02'), '2026-02-20');
    expect(plans[1]).toMatchObject({
      requirementType: 'annual_return',
      ruleKey: 'annual_return:7:2026-03-02',
    });
    // 30 business days after Mon 2 Mar 2026 skip Human Rights Day (Sat 21 Mar, not moved), Good Friday 3 Apr, Family Day 6 Apr.
    expect(plans[1].dueDate).toBe('2026-04-15');
  });

  it('gives a close corporation until the end of the month after the anniversary month', () => {
    const plans = plannedFilings(company('2019-05-20', 'non_affected_close_corporation'), '2026-05-01');
    expect(plans[1]).toMatchObject({ dueDate: '2026-06-30' });
  });

  it('plans a trust ITR12T for the current season and nothing for individuals', () => {
    expect(
      plannedFilings(
        { id: 9, type: 'trust', incorporationDate: null, companyClassification: null },
        '2025-11-22',
      ),
    ).toContainEqual(
      expect.objectContaining({
        requirementType: 'trust_tax_return',
        dueDate: '2026-01-19',
        ruleKey: 'itr12t:9:2025',
        status: 'pending',
      }),
    );
    expect(
      plannedFilings(
        { id: 1, type: 'individual', incorporationDate: null, companyClassification: null },
        '2025-11-22',
      ),
    ).toEqual([]);
  });
});
