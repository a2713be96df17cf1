import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideRevokeInvitation } from '../../domain/team.deciders';
import { RevokeInvitationCommand } from './revoke-invitation.command';

@CommandHandler(RevokeInvitationCommand)
export class RevokeInvitationHandler implements ICommandHandler<RevokeInvitationCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute({ actor, invitationId }: RevokeInvitationCommand): Promise<void> {
    await this.register.decide(actor, (state) => decideRevokeInvitation({ invitationId, actor }, state));
  }
}
