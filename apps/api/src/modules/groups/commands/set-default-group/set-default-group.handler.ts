import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideSetDefaultGroup } from '../../domain/group.deciders';
import { SetDefaultGroupCommand } from './set-default-group.command';

@CommandHandler(SetDefaultGroupCommand)
export class SetDefaultGroupHandler implements ICommandHandler<SetDefaultGroupCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: SetDefaultGroupCommand): Promise<void> {
    await this.register.decide(command.actor, (state) =>
      decideSetDefaultGroup({ groupId: command.groupId }, state),
    );
  }
}
