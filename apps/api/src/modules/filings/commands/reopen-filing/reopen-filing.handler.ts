import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { ReopenFilingCommand } from './reopen-filing.command';
import { decideReopenFiling } from './reopen-filing.decider';

@CommandHandler(ReopenFilingCommand)
export class ReopenFilingHandler implements ICommandHandler<ReopenFilingCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: ReopenFilingCommand): Promise<void> {
    await this.register.decide(command.actor, (state) =>
      decideReopenFiling({ filingId: command.filingId }, state),
    );
  }
}
