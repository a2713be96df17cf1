import { createTransport, type Transporter } from 'nodemailer';
import { checkedMessage } from './mail-message';
import type { MailMessage, Mailer } from './mailer.port';

/** Sends through an SMTP server (SMTP_URL); `send` rejects when the server does not accept the message. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Bounded so a dead server fails a scan's send in seconds instead of holding it for minutes.
    this.transport = createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    const { to, subject, text, html, headers } = checkedMessage(message);
    await this.transport.sendMail({ from: this.from, to, subject, text, html, headers });
  }

  close(): void {
    this.transport.close();
  }
}
