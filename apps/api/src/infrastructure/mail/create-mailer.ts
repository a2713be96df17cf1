import type { AppConfig } from '../../config/app-config';
import { LogMailer } from './log-mailer.adapter';
import type { Mailer } from './mailer.port';
import { SmtpMailer } from './smtp-mailer.adapter';

/** SMTP when SMTP_URL is set, the log otherwise. */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new LogMailer(config.mailFrom);
}
