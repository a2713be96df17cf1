import { Inject, Injectable } from '@nestjs/common';
import type { AccountRole, CreatedInvitation } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CLOCK, type Clock } from '../../shared/clock';
import { accountNameOf } from '../accounts/queries/get-account-settings/account-name';
import { USERS, type UserDocument } from '../identity/projections/user.read-model';
import { InvitationMail } from './invitation-mail';
import { INVITATION_LIFETIME_MS, invitationUrl, newInvitationToken } from './invitation-token';

export interface IssuedToken {
  token: string;
  tokenHash: string;
  expiresAt: string;
}

/** Issues an invitation's single-use token, then hands its link out: e-mailed, and answered once to copy. */
@Injectable()
export class InvitationLinks {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: InvitationMail,
  ) {}

  issue(): IssuedToken {
    const expiresAt = new Date(this.clock.now().getTime() + INVITATION_LIFETIME_MS).toISOString();
    return { ...newInvitationToken(), expiresAt };
  }

  async deliver(
    invitation: { id: string; email: string; role: AccountRole; invitedByUserId: number },
    issued: IssuedToken,
  ): Promise<CreatedInvitation> {
    const url = invitationUrl(this.config.publicUrl, issued.token);
    const inviter = await this.readStore.get<UserDocument>(USERS, String(invitation.invitedByUserId));
    await this.mail.send({
      email: invitation.email,
      role: invitation.role,
      url,
      expiresAt: issued.expiresAt,
      inviter: inviter?.fullName || inviter?.username || 'A colleague',
      account: inviter ? await accountNameOf(this.readStore, inviter.accountId) : 'their account',
    });
    return { id: invitation.id, token: issued.token, url, expiresAt: issued.expiresAt };
  }
}
