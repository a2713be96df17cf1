import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideDeleteEntity } from '../../domain/entity.deciders';
import { DeleteEntityCommand } from './delete-entity.command';

@CommandHandler(DeleteEntityCommand)
export class DeleteEntityHandler implements ICommandHandler<DeleteEntityCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: DeleteEntityCommand): Promise<void> {
    await this.register.decide(command.actor, (state) =>
      decideDeleteEntity({ entityId: command.entityId }, state),
    );
  }
}
