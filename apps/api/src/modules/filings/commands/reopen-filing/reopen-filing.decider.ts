import type { DomainEventData } from '../../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../../shared/domain-error';
import type { AccountRegisterState } from '../../../accounts/domain/account-register.state';

/**
 * Undo of "mark submitted": a submitted filing is open (pending) again without its submission date. The owners
 * a BO filing recorded stay on it but no longer count, since the planner compares with submitted filings only.
 */
export function decideReopenFiling(
  command: { filingId: number },
  state: AccountRegisterState,
): DomainEventData[] {
  const filing = state.filings.get(command.filingId);
  if (!filing) throw notFound('Filing requirement');
  if (filing.status !== 'submitted')
    throw new DomainError('conflict', 'FILING.NOT_SUBMITTED', 'Only a submitted filing can be reopened', [
      { field: 'status', message: 'Only a submitted filing can be reopened' },
    ]);
  return [
    {
      type: 'FilingReopened',
      data: {
        filingId: command.filingId,
        accountId: state.accountId,
        changes: {
          status: { from: 'submitted', to: 'pending' },
          submissionDate: { from: filing.submissionDate, to: null },
        },
      },
    },
  ];
}
