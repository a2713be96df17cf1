import type { CreateFilingFields } from '@ledgerline/contracts';
import {
  ACCOUNT_ID,
  accountOpened,
  entityRegistered,
  given,
  groupCreated,
  groupDeleted,
  refusalOf,
  subscriptionChanged,
} from '../../../testing/given-events';
import { decideAddFiling } from '../../filings/domain/filing.deciders';
import { decideCreateGroup } from '../../groups/domain/group.deciders';

const accountId = ACCOUNT_ID;
const company = entityRegistered(1, 'company', 'Protea Holdings');
const groups = (count: number) =>
  Array.from({ length: count }, (_, i) => groupCreated(100 + i, `Group ${i}`));
const createGroup = { groupId: 999, name: 'One more', description: null, actorUserId: 1 };

const filingAdded = (filingId: number) => ({
  type: 'FilingRequirementAdded',
  data: {
    filingId,
    accountId,
    entityId: 1,
    requirementType: 'annual_return',
    dueDate: '2026-05-01',
    status: 'pending',
    submissionDate: null,
    notes: null,
    origin: 'deadline_engine',
  },
});
const filings = (count: number) => Array.from({ length: count }, (_, i) => filingAdded(100 + i));
const filingFields: CreateFilingFields = {
  entityId: 1,
  requirementType: 'annual_return',
  dueDate: '2026-06-01',
  status: 'pending',
  submissionDate: null,
  notes: null,
};
const addFiling = { filingId: 999, fields: filingFields, today: '2026-01-15' };

describe('plan caps on groups and filing requirements', () => {
  it('refuses the 11th group on the free plan; deleting one or upgrading makes room', () => {
    const full = [accountOpened(), ...groups(10)];
    expect(refusalOf(() => decideCreateGroup(createGroup, given(...full))).message).toBe(
      "You've reached your limit of 10 groups. Upgrade your plan to add more.",
    );
    expect(decideCreateGroup(createGroup, given(...full, groupDeleted(100)))[0].type).toBe('GroupCreated');
    expect(decideCreateGroup(createGroup, given(...full, subscriptionChanged('basic')))[0].type).toBe(
      'GroupCreated',
    );
  });

  it("refuses the 101st filing requirement on the free plan, the deadline engine's counted", () => {
    const full = [accountOpened(), company, ...filings(100)];
    const refusal = refusalOf(() => decideAddFiling(addFiling, given(...full)));
    expect(refusal.kind).toBe('forbidden');
    expect(refusal.message).toBe(
      "You've reached your limit of 100 filing requirements. Upgrade your plan to add more.",
    );
    const removed = {
      type: 'FilingRequirementRemoved',
      data: { filingId: 100, accountId, reason: 'deleted' },
    };
    expect(decideAddFiling(addFiling, given(...full, removed))).toHaveLength(1);
  });
});
