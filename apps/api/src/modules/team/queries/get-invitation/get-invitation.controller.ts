import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { InvitationPreview } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { ACCOUNTS, type AccountDocument } from '../../../accounts/projections/account.read-model';
import { USERS, type UserDocument } from '../../../identity/projections/user.read-model';
import { InvitationLookup } from './invitation-lookup';

/** Public: the link itself is the secret, and it answers only what the accept page shows. */
@Controller('invitations')
export class GetInvitationController {
  constructor(
    private readonly invitations: InvitationLookup,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  @Get(':token')
  async preview(@Param('token') token: string): Promise<InvitationPreview> {
    const invitation = await this.invitations.pending(token);
    const account = await this.readStore.get<AccountDocument>(ACCOUNTS, String(invitation.accountId));
    const [inviter, owner] = await Promise.all([
      this.readStore.get<UserDocument>(USERS, String(invitation.invitedByUserId)),
      account ? this.readStore.get<UserDocument>(USERS, String(account.ownerUserId)) : null,
    ]);
    const named = owner?.accountId === invitation.accountId ? owner : inviter;
    return {
      accountName: named?.fullName || named?.username || 'Ledgerline account',
      invitedBy: inviter
        ? { userId: inviter.userId, username: inviter.username, fullName: inviter.fullName }
        : null,
      role: invitation.role,
      email: invitation.email,
      expiresAt: invitation.expiresAt,
    };
  }
}
