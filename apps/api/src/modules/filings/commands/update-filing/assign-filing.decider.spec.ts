import {
  ACCOUNT_ID,
  accountOpened,
  entityRegistered,
  given,
  OWNER_USER_ID,
  refusalOf,
} from '../../../../testing/given-events';
import { decideUpdateFiling } from '../../domain/filing.deciders';

const COLLEAGUE = 21;
const STRANGER = 99;

const added = {
  type: 'FilingRequirementAdded',
  data: {
    filingId: 7,
    accountId: ACCOUNT_ID,
    entityId: 1,
    requirementType: 'annual_return',
    dueDate: '2026-05-01',
    status: 'pending',
    submissionDate: null,
    notes: null,
    origin: 'manual',
  },
};
const joined = {
  type: 'MemberJoined',
  data: { accountId: ACCOUNT_ID, userId: COLLEAGUE, role: 'editor', invitationId: 'inv-1' },
};
const removed = {
  type: 'MemberRemoved',
  data: { accountId: ACCOUNT_ID, userId: COLLEAGUE, removedByUserId: OWNER_USER_ID, reason: 'removed' },
};
const base = [accountOpened('standard'), entityRegistered(1, 'company', 'Protea Holdings'), added];
const assign = (assigneeUserId: number | null, ...events: { type: string; data: unknown }[]) =>
  decideUpdateFiling(
    { filingId: 7, patch: { assigneeUserId }, today: '2026-04-01' },
    given(...base, ...events),
  );
const assigned = (userId: number) => ({
  type: 'FilingRequirementUpdated',
  data: { filingId: 7, accountId: ACCOUNT_ID, changes: { assigneeUserId: { from: null, to: userId } } },
});

describe('assign a filing to a member of the account', () => {
  it('assigns the owner or a member who joined, and the state carries the assignee', () => {
    expect(assign(OWNER_USER_ID)).toEqual([assigned(OWNER_USER_ID)]);
    expect(assign(COLLEAGUE, joined)).toEqual([assigned(COLLEAGUE)]);
    const state = given(...base, joined, assigned(COLLEAGUE));
    expect(state.filings.get(7)?.assigneeUserId).toBe(COLLEAGUE);
  });

  it('refuses a user who is not a member (400 naming assigneeUserId), and one who was removed', () => {
    for (const refusal of [
      refusalOf(() => assign(STRANGER)),
      refusalOf(() => assign(COLLEAGUE, joined, removed)),
    ])
      expect(refusal).toMatchObject({
        kind: 'invalid',
        message: 'assigneeUserId must be a member of this account',
        errors: [{ field: 'assigneeUserId' }],
      });
  });

  it("unassigns, and keeps a former member's assignment while other fields change", () => {
    const former = [joined, assigned(COLLEAGUE), removed];
    expect(assign(null, ...former)).toEqual([
      {
        type: 'FilingRequirementUpdated',
        data: {
          filingId: 7,
          accountId: ACCOUNT_ID,
          changes: { assigneeUserId: { from: COLLEAGUE, to: null } },
        },
      },
    ]);
    const noted = decideUpdateFiling(
      { filingId: 7, patch: { notes: 'Ask the auditors', assigneeUserId: COLLEAGUE }, today: '2026-04-01' },
      given(...base, ...former),
    );
    expect(noted[0].data).toMatchObject({ changes: { notes: { from: null, to: 'Ask the auditors' } } });
    expect(Object.keys((noted[0].data as { changes: object }).changes)).toEqual(['notes']);
    expect(assign(null)).toEqual([]);
  });
});
