import {
  ACCOUNT_ID,
  accountOpened,
  entityRegistered,
  given,
  refusalOf,
} from '../../../../testing/given-events';
import { decideUpdateFiling } from '../../domain/filing.deciders';
import { decideReopenFiling } from './reopen-filing.decider';

const added = (status: string, submissionDate: string | null) => ({
  type: 'FilingRequirementAdded',
  data: {
    filingId: 7,
    accountId: ACCOUNT_ID,
    entityId: 1,
    requirementType: 'annual_return',
    dueDate: '2026-05-01',
    status,
    submissionDate,
    notes: null,
    origin: 'manual',
  },
});
const history = (status: string, submissionDate: string | null) =>
  given(accountOpened(), entityRegistered(1, 'company', 'Protea Holdings'), added(status, submissionDate));

describe('reopen a filing (undo of mark submitted)', () => {
  it('turns a submitted filing pending again and drops its submission date', () => {
    const events = decideReopenFiling({ filingId: 7 }, history('submitted', '2026-04-20'));
    expect(events).toEqual([
      {
        type: 'FilingReopened',
        data: {
          filingId: 7,
          accountId: ACCOUNT_ID,
          changes: {
            status: { from: 'submitted', to: 'pending' },
            submissionDate: { from: '2026-04-20', to: null },
          },
        },
      },
    ]);
  });

  it('leaves the filing open in the state, so marking it submitted again records a new event', () => {
    const reopened = history('submitted', '2026-04-20');
    const [event] = decideReopenFiling({ filingId: 7 }, reopened);
    const state = given(
      accountOpened(),
      entityRegistered(1, 'company', 'Protea Holdings'),
      added('submitted', '2026-04-20'),
      event,
    );
    expect(state.filings.get(7)).toMatchObject({ status: 'pending', submissionDate: null });
    const again = decideUpdateFiling(
      { filingId: 7, patch: { status: 'submitted' }, today: '2026-04-21' },
      state,
    );
    expect(again[0].type).toBe('FilingRequirementUpdated');
  });

  it('refuses a filing that is not submitted (409 naming status) and an unknown one (404)', () => {
    const open = refusalOf(() => decideReopenFiling({ filingId: 7 }, history('pending', null)));
    expect(open).toMatchObject({ kind: 'conflict', errors: [{ field: 'status' }] });
    const unknown = refusalOf(() => decideReopenFiling({ filingId: 8 }, history('submitted', '2026-04-20')));
    expect(unknown.kind).toBe('not_found');
  });
});
