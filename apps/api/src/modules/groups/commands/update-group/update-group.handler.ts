import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideUpdateGroup } from '../../domain/group.deciders';
import { UpdateGroupCommand } from './update-group.command';

@CommandHandler(UpdateGroupCommand)
export class UpdateGroupHandler implements ICommandHandler<UpdateGroupCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: UpdateGroupCommand): Promise<void> {
    const { groupId, name, description } = command;
    await this.register.decide(command.actor, (state) =>
      decideUpdateGroup({ groupId, name, description }, state),
    );
  }
}
