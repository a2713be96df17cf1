import { createMailer } from './create-mailer';
import { formatLoggedMail, LOGGED_MAIL_HEADING, LOGGED_MAIL_HTML, LogMailer } from './log-mailer.adapter';
import { CONTRACT_FROM, type DeliveredMail, describeMailerContract } from './mailer.contract';
import { SmtpMailer } from './smtp-mailer.adapter';

/** Reads a logged message back the way a person reads the log: headers, blank line, text, HTML. */
function readLogged(entry: string): DeliveredMail {
  const [head, ...rest] = entry.split('\n\n');
  const [heading, ...headerLines] = head.split('\n');
  expect(heading).toBe(LOGGED_MAIL_HEADING);
  const headers = new Map(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 2),
    ]),
  );
  const [text, html] = rest.join('\n\n').split(`\n${LOGGED_MAIL_HTML}\n`);
  return {
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text,
    html: html ?? null,
    header: (name) => headers.get(name.toLowerCase()) ?? null,
  };
}

describeMailerContract('Log', () => {
  const entries: string[] = [];
  return Promise.resolve({
    mailer: new LogMailer(CONTRACT_FROM, (entry) => entries.push(entry)),
    delivered: () => Promise.resolve(entries.map(readLogged)),
    close: () => Promise.resolve(),
  });
});

describe('choosing the mailer', () => {
  it('logs without SMTP_URL and sends through SMTP with it', () => {
    expect(createMailer({ smtpUrl: null, mailFrom: CONTRACT_FROM })).toBeInstanceOf(LogMailer);
    const smtp = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: CONTRACT_FROM });
    expect(smtp).toBeInstanceOf(SmtpMailer);
    (smtp as SmtpMailer).close();
  });

  it('writes the whole message, links included, in one log entry', () => {
    const entry = formatLoggedMail(CONTRACT_FROM, {
      to: 'a@example.com',
      subject: 'Invitation',
      text: 'Accept: https://ledgerline.test/i/abc',
    });
    expect(entry.split('\n')).toEqual([
      LOGGED_MAIL_HEADING,
      `From: ${CONTRACT_FROM}`,
      'To: a@example.com',
      'Subject: Invitation',
      '',
      'Accept: https://ledgerline.test/i/abc',
    ]);
  });
});
