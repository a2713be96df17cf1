import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideRemoveEntityFromGroup } from '../../domain/group.deciders';
import { RemoveGroupMemberCommand } from './remove-group-member.command';

@CommandHandler(RemoveGroupMemberCommand)
export class RemoveGroupMemberHandler implements ICommandHandler<RemoveGroupMemberCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: RemoveGroupMemberCommand): Promise<void> {
    const { groupId, entityId } = command;
    await this.register.decide(command.actor, (state) =>
      decideRemoveEntityFromGroup({ groupId, entityId }, state),
    );
  }
}
