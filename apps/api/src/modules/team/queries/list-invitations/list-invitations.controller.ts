import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { InvitationView } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import type { Actor } from '../../../../shared/actor';
import { DomainError } from '../../../../shared/domain-error';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { USERS, type UserDocument } from '../../../identity/projections/user.read-model';
import { INVITATIONS, type InvitationDocument } from '../../projections/invitation.read-model';

/** The account's pending invitations, newest first, expired ones included (resend or revoke them). */
@Controller('account/invitations')
@UseGuards(AuthenticatedGuard)
export class ListInvitationsController {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  @Get()
  async list(@CurrentActor() actor: Actor): Promise<InvitationView[]> {
    if (actor.accountRole !== 'owner' && actor.accountRole !== 'admin')
      throw new DomainError(
        'forbidden',
        'TEAM.ROLE_FORBIDDEN',
        `An ${actor.accountRole} may not see invitations: only the account's owners and admins may.`,
      );
    const [invitations, users] = await Promise.all([
      this.readStore.find<InvitationDocument>(INVITATIONS, { accountId: actor.accountId }),
      this.readStore.find<UserDocument>(USERS, { accountId: actor.accountId }),
    ]);
    const byId = new Map(users.map((user) => [user.userId, user]));
    return invitations
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((invitation) => {
        const inviter = byId.get(invitation.invitedByUserId);
        return {
          id: invitation.id,
          email: invitation.email,
          role: invitation.role,
          invitedBy: inviter ? { userId: inviter.userId, username: inviter.username } : null,
          createdAt: invitation.createdAt,
          expiresAt: invitation.expiresAt,
        };
      });
  }
}
