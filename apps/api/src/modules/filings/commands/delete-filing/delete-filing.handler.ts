import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideRemoveFiling } from '../../domain/filing.deciders';
import { DeleteFilingCommand } from './delete-filing.command';

@CommandHandler(DeleteFilingCommand)
export class DeleteFilingHandler implements ICommandHandler<DeleteFilingCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: DeleteFilingCommand): Promise<void> {
    await this.register.decide(command.actor, (state) =>
      decideRemoveFiling({ filingId: command.filingId }, state),
    );
  }
}
