import { accountOpened, entityRegistered, given } from '../../../testing/given-events';
import { plannedFilings } from './deadline-rules';
import { noCipcDutyBecause } from './filing-duties';
import { decidePlanFilings } from './plan-filings.decider';

const company = (jurisdiction: {
  country?: string;
  registrationNumber?: string;
  companyClassification?: string;
}) => ({
  id: 7,
  type: 'company' as const,
  incorporationDate: '2024-03-15',
  companyClassification: null,
  ...jurisdiction,
});
const kinds = (facts: ReturnType<typeof company>) =>
  plannedFilings(facts, '2026-11-25').map((plan) => plan.requirementType);

/** Decision 0071: which companies file with CIPC. */
describe('CIPC duties by jurisdiction', () => {
  it.each(['', 'South Africa', ' south africa ', 'Republic of South Africa', 'ZA', 'ZAF', 'RSA', 'SA'])(
    'plans the BO filing and the annual return of a company whose country reads %p',
    (country) => {
      expect(kinds(company({ country }))).toEqual(['beneficial_ownership_filing', 'annual_return']);
    },
  );

  it.each([
    ['an external company', { registrationNumber: '2019/123456/10' }],
    ['a company with any CIPC number', { registrationNumber: ' 2015/000123/07 ' }],
    ['a close corporation by its number', { registrationNumber: 'CK1998/012345/23' }],
    [
      'a close corporation by its classification',
      { companyClassification: 'non_affected_close_corporation' },
    ],
  ])('keeps the CIPC duties of a foreign-country company that is %s', (_, facts) => {
    expect(noCipcDutyBecause({ country: 'United Kingdom', ...facts })).toBeNull();
    expect(kinds(company({ country: 'United Kingdom', ...facts }))).toContain('annual_return');
  });

  it('plans no CIPC duty for a foreign company without a South African registration, and says why', () => {
    const foreign = { country: 'United Kingdom', registrationNumber: '09876543' };
    expect(kinds(company(foreign))).toEqual([]);
    expect(noCipcDutyBecause(foreign)).toMatch(
      /^the company's country is United Kingdom and it has no South/,
    );
  });
});

describe('CIPC refilings by jurisdiction', () => {
  const change = {
    entityId: 1,
    baseline: '20',
    filed: [{ individualId: 2, category: 'Direct Shareholder' }],
    owners: [{ individualId: 3, category: 'Direct Shareholder' }],
    effectiveOn: '2025-03-03',
  };
  const refiling = {
    type: 'FilingRequirementAdded',
    data: {
      filingId: 30,
      accountId: 7,
      entityId: 1,
      requirementType: 'beneficial_ownership_filing',
      dueDate: '2025-03-17',
      status: 'pending',
      submissionDate: null,
      notes: 'The beneficial owners changed on 2025-03-03 since the last filing: refile with CIPC.',
      origin: 'deadline_engine',
      ruleKey: 'bo_change:1:20:3',
    },
  };
  const foreign = { country: 'United Kingdom', incorporationDate: '2024-01-05' };

  it('plans no refiling for a change of owners of a foreign company without a South African registration', () => {
    const state = given(accountOpened(), entityRegistered(1, 'company', 'Co', foreign));
    const events = decidePlanFilings({ today: '2025-06-02', ids: [30, 31], ownerChanges: [change] }, state);
    expect(events).toEqual([]);
  });

  it('withdraws an open refiling once the company is foreign, saying why', () => {
    const state = given(accountOpened(), entityRegistered(1, 'company', 'Co', foreign), refiling);
    const [withdrawn] = decidePlanFilings({ today: '2025-06-02', ids: [] }, state);
    expect(withdrawn.data).toMatchObject({
      filingId: 30,
      changes: {
        status: { to: 'not_required' },
        notes: { to: expect.stringMatching(/^No longer required: the company's country is United Kingdom/) },
      },
    });
  });
});
