import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideCreateGroup } from '../../domain/group.deciders';
import { CreateGroupCommand } from './create-group.command';

@CommandHandler(CreateGroupCommand)
export class CreateGroupHandler implements ICommandHandler<CreateGroupCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: CreateGroupCommand): Promise<{ groupId: number }> {
    const groupId = await this.register.nextId('group');
    const { name, description, actor } = command;
    await this.register.decide(actor, (state) =>
      decideCreateGroup({ groupId, name, description, actorUserId: actor.userId }, state),
    );
    return { groupId };
  }
}
