import type { MailMessage, Mailer } from './mailer.port';

/** What a message looked like at the other end: the SMTP server's inbox, or the log. */
export interface DeliveredMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  header(name: string): string | null;
}

export interface MailerUnderTest {
  mailer: Mailer;
  /** Everything delivered so far, waiting for `count` messages if the adapter delivers asynchronously. */
  delivered(count: number): Promise<DeliveredMail[]>;
  close(): Promise<void>;
}

export const CONTRACT_FROM = 'Ledgerline <no-reply@ledgerline.test>';
const link = `https://ledgerline.test/invitations/accept?token=${'a1B2c3D4'.repeat(20)}`;
const message: MailMessage = {
  to: 'Thandi Nkosi <thandi@example.com>',
  subject: 'Annual return for Acme (Pty) Ltd due in 7 days — R 1 250,00',
  text: `Hello Thandi,\n\nOpen ${link} to see it.\n`,
};

/** What every mailer does; run against the SMTP adapter (a real in-process server) and the log adapter. */
export function describeMailerContract(name: string, open: () => Promise<MailerUnderTest>): void {
  describe(`${name} mailer contract`, () => {
    let subject: MailerUnderTest;
    beforeEach(async () => {
      subject = await open();
    });
    afterEach(() => subject.close());

    it('delivers the recipient, subject and text from the configured sender, a long link intact', async () => {
      await subject.mailer.send(message);
      const [mail] = await subject.delivered(1);
      expect(mail.from).toContain('no-reply@ledgerline.test');
      expect(mail.to).toContain('thandi@example.com');
      expect(mail.subject).toBe(message.subject);
      expect(mail.text).toContain(link);
      expect(mail.html).toBeNull();
    });

    it('delivers the HTML alternative and extra headers such as List-Unsubscribe', async () => {
      const unsubscribe = 'https://ledgerline.test/api/email/unsubscribe?token=abc.def';
      await subject.mailer.send({
        ...message,
        html: `<p>Open <a href="${link}">the filing</a>.</p>`,
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      const [mail] = await subject.delivered(1);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.header('List-Unsubscribe')).toBe(`<${unsubscribe}>`);
      expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    });

    it.each([
      ['two recipients', { to: 'a@example.com, b@example.com' }],
      ['a header injected through the recipient', { to: 'a@example.com\r\nBcc: b@example.com' }],
      ['a subject of two lines', { subject: 'Hello\r\nBcc: b@example.com' }],
      ['a header that changes the recipients', { headers: { Bcc: 'b@example.com' } }],
    ])('refuses %s and delivers nothing', async (_case, change) => {
      await expect(subject.mailer.send({ ...message, ...change })).rejects.toThrow(/Mail/);
      await subject.mailer.send(message);
      expect(await subject.delivered(1)).toHaveLength(1);
    });
  });
}
