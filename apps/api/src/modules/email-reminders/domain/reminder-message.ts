import type { MailMessage } from '../../../infrastructure/mail/mailer.port';
import type { PlannedReminder } from './reminder-plan';

export interface MessageLinks {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  unsubscribeUrl: string;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function subjectOf(reminder: PlannedReminder): string {
  const overdue = reminder.notices.filter((n) => n.type === 'filing_overdue').length;
  if (reminder.kind === 'digest') {
    const due = reminder.notices.length - overdue;
    const parts = [overdue > 0 ? `${overdue} overdue` : '', due > 0 ? `${due} due within 30 days` : ''];
    return `Your week's deadlines: ${parts.filter(Boolean).join(', ')}`;
  }
  if (reminder.notices.length === 1) return `Reminder: ${reminder.notices[0].message.replace(/\.$/, '')}`;
  return `Reminder: ${plural(reminder.notices.length, 'filing needs', 'filings need')} attention`;
}

/** The reminder as an e-mail: every filing with a link to it, where to change the choice, how to stop. */
export function reminderMessage(reminder: PlannedReminder, links: MessageLinks): MailMessage {
  const { recipient, notices } = reminder;
  const items = notices.map((n) => ({ text: n.message, url: `${links.publicUrl}${n.actionUrl}` }));
  const settingsUrl = `${links.publicUrl}/settings/notifications`;
  const intro =
    reminder.kind === 'digest'
      ? 'Filings overdue or due within the next 30 days:'
      : 'These filings crossed a reminder point (30, 14, 7 or 1 days before the due date, or overdue):';
  const why =
    reminder.kind === 'digest'
      ? 'You get this digest once a week because you chose a weekly digest.'
      : 'You get these reminders because e-mail reminders are on for you.';
  const greeting = `Hello${recipient.fullName ? ` ${recipient.fullName}` : ''},`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...items.map((item) => `- ${item.text}\n  ${item.url}`),
    '',
    `${why} Change it in Settings: ${settingsUrl}`,
    `Unsubscribe from reminder e-mails: ${links.unsubscribeUrl}`,
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...items.map((item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.text)}</a></li>`),
    '</ul>',
    `<p style="color:#666">${escapeHtml(why)} <a href="${escapeHtml(settingsUrl)}">Change it in Settings</a> ·`,
    ` <a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe</a></p>`,
  ].join('\n');
  return {
    to: recipient.email,
    subject: subjectOf(reminder),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribeUrl}>` },
  };
}
