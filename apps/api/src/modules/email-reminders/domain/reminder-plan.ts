import type { EmailReminderMode } from '@ledgerline/contracts';
import type { DeadlineNotice } from '../../deadlines/domain/deadline-notifications';

export interface Recipient {
  userId: number;
  email: string;
  fullName: string | null;
  mode: EmailReminderMode;
}

export interface DueNotice extends DeadlineNotice {
  dueDate: string;
}

export interface PlannedReminder {
  recipient: Recipient;
  kind: 'immediate' | 'digest';
  /** What the message reports, keyed by `keyOf` each. */
  notices: DueNotice[];
  keys: string[];
}

export const noticeKey = (userId: number, notice: DeadlineNotice): string => `${userId}:${notice.dedupeKey}`;
export const digestKey = (userId: number, week: string): string => `${userId}:digest:${week}`;

/** The ISO week of a calendar day, e.g. `2026-W48`: the digest goes out once per week of the account's days. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Who gets what now: an immediate user one message with every threshold crossed since the last (never one
 * message per filing), a weekly user one digest of everything overdue or due within 30 days the first time in
 * the week there is any, a user who chose none nothing. Keys already claimed are left out.
 */
export function planReminders(
  input: { recipients: readonly Recipient[]; notices: readonly DueNotice[]; week: string },
  claimed: ReadonlySet<string>,
): PlannedReminder[] {
  const notices = [...input.notices].sort(
    (a, b) => a.dueDate.localeCompare(b.dueDate) || a.filingId - b.filingId,
  );
  if (notices.length === 0) return [];
  return input.recipients.flatMap((recipient): PlannedReminder[] => {
    if (recipient.mode === 'immediate') {
      const fresh = notices.filter((n) => !claimed.has(noticeKey(recipient.userId, n)));
      if (fresh.length === 0) return [];
      return [
        {
          recipient,
          kind: 'immediate',
          notices: fresh,
          keys: fresh.map((n) => noticeKey(recipient.userId, n)),
        },
      ];
    }
    if (recipient.mode === 'weekly') {
      const key = digestKey(recipient.userId, input.week);
      return claimed.has(key) ? [] : [{ recipient, kind: 'digest', notices, keys: [key] }];
    }
    return [];
  });
}
