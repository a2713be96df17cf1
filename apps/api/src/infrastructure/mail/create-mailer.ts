import type { AppConfig } from '../../config/app-config';
import { LogMailer } from './log-mailer.adapter';
import type { Mailer } from './mailer.port';

// Required on first use: without SMTP_URL the mail driver is never loaded (cold start).
const smtp = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./smtp-mailer.adapter') as typeof import('./smtp-mailer.adapter');

/** SMTP when SMTP_URL is set, the log otherwise. */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>): Mailer {
  return config.smtpUrl
    ? new (smtp().SmtpMailer)(config.smtpUrl, config.mailFrom)
    : new LogMailer(config.mailFrom);
}
