import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideChangeMemberRole } from '../../domain/team.deciders';
import { ChangeMemberRoleCommand } from './change-member-role.command';

/** Decided on the account's stream, so two owners demoting each other at once cannot leave it ownerless. */
@CommandHandler(ChangeMemberRoleCommand)
export class ChangeMemberRoleHandler implements ICommandHandler<ChangeMemberRoleCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute({ actor, userId, role }: ChangeMemberRoleCommand): Promise<void> {
    await this.register.decide(actor, (state) => decideChangeMemberRole({ userId, role, actor }, state));
  }
}
