import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideAddEntityToGroup } from '../../domain/group.deciders';
import { AddGroupMemberCommand } from './add-group-member.command';

@CommandHandler(AddGroupMemberCommand)
export class AddGroupMemberHandler implements ICommandHandler<AddGroupMemberCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: AddGroupMemberCommand): Promise<void> {
    const { groupId, entityId } = command;
    await this.register.decide(command.actor, (state) =>
      decideAddEntityToGroup({ groupId, entityId }, state),
    );
  }
}
