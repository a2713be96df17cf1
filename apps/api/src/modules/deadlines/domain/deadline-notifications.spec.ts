import type { FilingRequirementView } from '@ledgerline/contracts';
import { noticeFor } from './deadline-notifications';

const filing = (daysUntilDue: number, storedStatus: FilingRequirementView['storedStatus'] = 'pending') =>
  ({
    id: 5,
    entityId: 9,
    requirementType: 'annual_return',
    dueDate: '2026-12-01',
    storedStatus,
    daysUntilDue,
    entity: { id: 9, name: 'Acme', type: 'company' },
  }) as FilingRequirementView;

describe('deadline notices', () => {
  it.each([
    [45, null],
    [30, 'deadline_30_days'],
    [20, 'deadline_30_days'],
    [14, 'deadline_14_days'],
    [7, 'deadline_7_days'],
    [1, 'deadline_1_days'],
    [0, 'deadline_1_days'],
    [-1, 'filing_overdue'],
  ])('%i days before the due date gives %s', (days, kind) => {
    expect(noticeFor(filing(days))?.type ?? null).toBe(kind);
  });

  it('says nothing for submitted or exempt filings and keys each notice by filing, due date and kind', () => {
    expect(noticeFor(filing(3, 'submitted'))).toBeNull();
    expect(noticeFor(filing(3, 'exempt'))).toBeNull();
    expect(noticeFor(filing(-2))).toMatchObject({
      dedupeKey: '5:2026-12-01:filing_overdue',
      message: 'Annual return for Acme is overdue (was due 1 Dec 2026).',
      actionUrl: '/companies/9/compliance',
    });
  });

  it('names a filing kind as the screens do: Trust BO Register, not Trust bo register', () => {
    const register = { ...filing(7), requirementType: 'trust_bo_register' } as FilingRequirementView;
    expect(noticeFor(register)?.message).toBe('Trust BO Register for Acme is due in 7 days (1 Dec 2026).');
  });
});
