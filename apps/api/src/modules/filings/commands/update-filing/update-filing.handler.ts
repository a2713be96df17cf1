import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideUpdateFiling } from '../../domain/filing.deciders';
import { UpdateFilingCommand } from './update-filing.command';

@CommandHandler(UpdateFilingCommand)
export class UpdateFilingHandler implements ICommandHandler<UpdateFilingCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: UpdateFilingCommand): Promise<void> {
    const { filingId, patch, today } = command;
    await this.register.decide(command.actor, (state) =>
      decideUpdateFiling({ filingId, patch, today }, state),
    );
  }
}
