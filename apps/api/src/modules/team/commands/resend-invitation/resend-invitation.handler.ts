import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatedInvitation } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { notFound } from '../../../../shared/domain-error';
import { decideResendInvitation } from '../../domain/team.deciders';
import { InvitationLinks } from '../../invitation-links';
import { INVITATIONS, type InvitationDocument } from '../../projections/invitation.read-model';
import { ResendInvitationCommand } from './resend-invitation.command';

/** A new link and a fresh 7 days; the old link stops working at once. */
@CommandHandler(ResendInvitationCommand)
export class ResendInvitationHandler implements ICommandHandler<ResendInvitationCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly links: InvitationLinks,
  ) {}

  async execute({ actor, invitationId }: ResendInvitationCommand): Promise<CreatedInvitation> {
    const issued = this.links.issue();
    await this.register.decide(actor, (state) =>
      decideResendInvitation({ invitationId, ...issued, actor }, state),
    );
    const invitation = await this.readStore.get<InvitationDocument>(INVITATIONS, invitationId);
    if (!invitation) throw notFound('Invitation');
    return this.links.deliver({ ...invitation, invitedByUserId: actor.userId }, issued);
  }
}
