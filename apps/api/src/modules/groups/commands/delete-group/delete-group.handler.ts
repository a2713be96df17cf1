import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideDeleteGroup } from '../../domain/group.deciders';
import { DeleteGroupCommand } from './delete-group.command';

@CommandHandler(DeleteGroupCommand)
export class DeleteGroupHandler implements ICommandHandler<DeleteGroupCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: DeleteGroupCommand): Promise<void> {
    await this.register.decide(command.actor, (state) =>
      decideDeleteGroup({ groupId: command.groupId }, state),
    );
  }
}
