import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RegisterReadModule } from '../register-read.module';
import { AcceptInvitationController } from './commands/accept-invitation/accept-invitation.controller';
import { AcceptInvitationHandler } from './commands/accept-invitation/accept-invitation.handler';
import { ChangeMemberRoleController } from './commands/change-member-role/change-member-role.controller';
import { ChangeMemberRoleHandler } from './commands/change-member-role/change-member-role.handler';
import { InviteMemberController } from './commands/invite-member/invite-member.controller';
import { InviteMemberHandler } from './commands/invite-member/invite-member.handler';
import { RemoveMemberController } from './commands/remove-member/remove-member.controller';
import { RemoveMemberHandler } from './commands/remove-member/remove-member.handler';
import { ResendInvitationController } from './commands/resend-invitation/resend-invitation.controller';
import { ResendInvitationHandler } from './commands/resend-invitation/resend-invitation.handler';
import { RevokeInvitationController } from './commands/revoke-invitation/revoke-invitation.controller';
import { RevokeInvitationHandler } from './commands/revoke-invitation/revoke-invitation.handler';
import { InvitationLinks } from './invitation-links';
import { InvitationMail } from './invitation-mail';
import { MemberMoves } from './member-moves';
import { GetInvitationController } from './queries/get-invitation/get-invitation.controller';
import { InvitationLookup } from './queries/get-invitation/invitation-lookup';
import { ListInvitationsController } from './queries/list-invitations/list-invitations.controller';
import { ListMembersController } from './queries/list-members/list-members.controller';
import { MembersReader } from './queries/list-members/members.reader';

/** Members of an account, their roles, and invitations (docs/decisions/0038). */
@Module({
  imports: [CqrsModule, RegisterReadModule],
  controllers: [
    ListMembersController,
    ChangeMemberRoleController,
    RemoveMemberController,
    ListInvitationsController,
    InviteMemberController,
    ResendInvitationController,
    RevokeInvitationController,
    GetInvitationController,
    AcceptInvitationController,
  ],
  providers: [
    InviteMemberHandler,
    ResendInvitationHandler,
    RevokeInvitationHandler,
    AcceptInvitationHandler,
    ChangeMemberRoleHandler,
    RemoveMemberHandler,
    InvitationLinks,
    InvitationMail,
    InvitationLookup,
    MemberMoves,
    MembersReader,
  ],
})
export class TeamModule {}
