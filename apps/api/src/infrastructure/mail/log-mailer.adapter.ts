import { Logger } from '@nestjs/common';
import { checkedMessage } from './mail-message';
import type { MailMessage, Mailer } from './mailer.port';

export const LOGGED_MAIL_HEADING = 'E-mail not sent (SMTP_URL is not set); here it is in full:';
export const LOGGED_MAIL_HTML = '--- HTML alternative ---';

/** The whole message as one log entry: headers, a blank line, the text, then the HTML if any. */
export function formatLoggedMail(from: string, message: MailMessage): string {
  const headers = Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
  const lines = [
    LOGGED_MAIL_HEADING,
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    ...headers,
    '',
    message.text,
  ];
  if (message.html !== undefined) lines.push(LOGGED_MAIL_HTML, message.html);
  return lines.join('\n');
}

/**
 * Without SMTP_URL every message is written to the log, links included, so an invitation or an unsubscribe
 * link is never lost on an installation that has no mail server yet.
 */
export class LogMailer implements Mailer {
  constructor(
    private readonly from: string,
    private readonly write: (entry: string) => void = (entry) => new Logger('Mail').log(entry),
  ) {}

  send(message: MailMessage): Promise<void> {
    try {
      this.write(formatLoggedMail(this.from, checkedMessage(message)));
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
}
