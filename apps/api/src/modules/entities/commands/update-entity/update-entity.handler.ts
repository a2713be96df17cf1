import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideUpdateEntityProfile } from '../../domain/entity.deciders';
import { UpdateEntityCommand } from './update-entity.command';

@CommandHandler(UpdateEntityCommand)
export class UpdateEntityHandler implements ICommandHandler<UpdateEntityCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: UpdateEntityCommand): Promise<void> {
    await this.register.decide(command.actor, (state) =>
      decideUpdateEntityProfile(
        { entityId: command.entityId, entityType: command.entityType, patch: command.patch },
        state,
      ),
    );
  }
}
