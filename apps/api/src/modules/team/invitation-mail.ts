import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { AccountRole } from '@ledgerline/contracts';
import { MAILER, type Mailer } from '../../infrastructure/mail/mailer.port';

const ARTICLE: Record<AccountRole, string> = {
  owner: 'an owner',
  admin: 'an admin',
  editor: 'an editor',
  viewer: 'a viewer',
};

/**
 * E-mails an invitation link through the mail port (SMTP, else the log). A mail that cannot be sent never
 * undoes the invitation: its link is answered to the inviter, to copy, either way.
 */
@Injectable()
export class InvitationMail {
  private readonly logger = new Logger('InvitationMail');

  constructor(@Optional() @Inject(MAILER) private readonly mailer: Mailer | null) {}

  async send(invitation: {
    email: string;
    role: AccountRole;
    url: string;
    expiresAt: string;
    inviter: string;
    /** The account's name (Settings -> Account), so the mail names the firm rather than a person. */
    account: string;
  }) {
    if (!this.mailer) return;
    const { email, role, url, expiresAt, inviter, account } = invitation;
    const text =
      `${inviter} invites you to join ${account} on Ledgerline as ${ARTICLE[role]}.\n\n` +
      `Accept the invitation: ${url}\n\nThe link works once and until ${expiresAt.slice(0, 10)}.\n`;
    try {
      await this.mailer.send({
        to: email,
        subject: `${inviter} invites you to ${account} on Ledgerline`,
        text,
      });
    } catch (error) {
      this.logger.warn(`The invitation to ${email} could not be e-mailed: ${String(error)}`);
    }
  }
}
