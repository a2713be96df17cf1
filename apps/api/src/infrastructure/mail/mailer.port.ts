/** One e-mail; `text` is always sent, `html` is its optional alternative. */
export interface MailMessage {
  /** One address, e.g. `ann@example.com` or `Ann Smith <ann@example.com>`. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe`; never From, To or Subject. */
  headers?: Record<string, string>;
}

/** The mail port: resolves once the message is handed over (to the SMTP server, or to the log). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const MAILER = Symbol('MAILER');
