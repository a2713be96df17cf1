import { type DueNotice, isoWeek, planReminders, type Recipient } from './reminder-plan';

const notice = (filingId: number, dueDate: string, type = 'deadline_7_days'): DueNotice => ({
  filingId,
  entityId: 3,
  type,
  message: `Filing ${filingId}`,
  actionUrl: '/companies/3/compliance',
  dedupeKey: `${filingId}:${dueDate}:${type}`,
  dueDate,
});
const user = (userId: number, mode: Recipient['mode']): Recipient => ({
  userId,
  email: `u${userId}@example.com`,
  fullName: null,
  mode,
});

describe('planning reminder e-mails', () => {
  const notices = [notice(2, '2026-12-09'), notice(1, '2026-11-20', 'filing_overdue')];
  const recipients = [user(1, 'immediate'), user(2, 'weekly'), user(3, 'none')];

  it('gives an immediate user one message with every unclaimed threshold, earliest due first', () => {
    const [immediate, digest, ...rest] = planReminders({ recipients, notices, week: '2026-W48' }, new Set());
    expect(rest).toEqual([]);
    expect(immediate).toMatchObject({
      kind: 'immediate',
      keys: ['1:1:2026-11-20:filing_overdue', '1:2:2026-12-09:deadline_7_days'],
    });
    expect(digest).toMatchObject({ kind: 'digest', keys: ['2:digest:2026-W48'] });
    expect(digest.notices.map((n) => n.filingId)).toEqual([1, 2]);
  });

  it('leaves out what was claimed: no second digest in a week, no threshold twice', () => {
    const claimed = new Set(['1:1:2026-11-20:filing_overdue', '2:digest:2026-W48']);
    const planned = planReminders({ recipients, notices, week: '2026-W48' }, claimed);
    expect(planned.map((p) => [p.recipient.userId, p.keys])).toEqual([
      [1, ['1:2:2026-12-09:deadline_7_days']],
    ]);
    expect(planReminders({ recipients, notices, week: '2026-W49' }, claimed).map((p) => p.kind)).toEqual([
      'immediate',
      'digest',
    ]);
  });

  it('sends nothing when nothing is due', () => {
    expect(planReminders({ recipients, notices: [], week: '2026-W48' }, new Set())).toEqual([]);
  });

  it('names ISO weeks across the turn of the year', () => {
    expect(isoWeek('2026-11-25')).toBe('2026-W48');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2025-12-29')).toBe('2026-W01');
  });
});
