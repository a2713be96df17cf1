import type { MailMessage } from './mailer.port';

const LINE_BREAK = /[\r\n]/;
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;
const RESERVED_HEADERS = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'reply-to', 'sender']);

/** The bare address of `ann@example.com` or `Ann Smith <ann@example.com>`; null for anything else. */
export function addressOf(to: string): string | null {
  const named = /^[^<>,;]*<([^<>]+)>$/.exec(to.trim());
  const address = (named ? named[1] : to).trim();
  return ADDRESS.test(address) ? address : null;
}

/**
 * Both adapters refuse the same messages, so a message the log accepted in development is one SMTP accepts too:
 * one recipient, no line breaks in headers (no header injection), no header that would change who gets it.
 */
export function checkedMessage(message: MailMessage): MailMessage {
  if (LINE_BREAK.test(message.to) || addressOf(message.to) === null)
    throw new Error(`Mail "to" must be one e-mail address, got ${JSON.stringify(message.to)}`);
  if (LINE_BREAK.test(message.subject) || message.subject.trim() === '')
    throw new Error('Mail "subject" must be one non-empty line');
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(name) || RESERVED_HEADERS.has(name.toLowerCase()))
      throw new Error(`Mail header "${name}" is not allowed`);
    if (LINE_BREAK.test(value)) throw new Error(`Mail header "${name}" must be one line`);
  }
  return message;
}
