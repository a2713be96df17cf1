import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatedInvitation } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { DomainError } from '../../../../shared/domain-error';
import { USERS, type UserDocument } from '../../../identity/projections/user.read-model';
import { decideInviteMember } from '../../domain/team.deciders';
import { InvitationLinks } from '../../invitation-links';
import { InviteMemberCommand } from './invite-member.command';

@CommandHandler(InviteMemberCommand)
export class InviteMemberHandler implements ICommandHandler<InviteMemberCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly links: InvitationLinks,
  ) {}

  async execute({ actor, request }: InviteMemberCommand): Promise<CreatedInvitation> {
    const email = request.email.trim();
    const members = await this.readStore.find<UserDocument>(USERS, { accountId: actor.accountId });
    if (members.some((member) => member.email?.toLowerCase() === email.toLowerCase()))
      throw new DomainError(
        'conflict',
        'TEAM.ALREADY_MEMBER',
        `${email} is already a member of this account.`,
        [{ field: 'email', message: 'A member of this account has this address' }],
      );
    const id = randomUUID();
    const issued = this.links.issue();
    const { role } = request;
    await this.register.decide(actor, (state) =>
      decideInviteMember({ invitationId: id, email, role, ...issued, actor }, state),
    );
    return this.links.deliver({ id, email, role, invitedByUserId: actor.userId }, issued);
  }
}
