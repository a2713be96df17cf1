import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideAddFiling } from '../../domain/filing.deciders';
import { CreateFilingCommand } from './create-filing.command';

@CommandHandler(CreateFilingCommand)
export class CreateFilingHandler implements ICommandHandler<CreateFilingCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: CreateFilingCommand): Promise<{ filingId: number }> {
    const filingId = await this.register.nextId('filing');
    await this.register.decide(command.actor, (state) =>
      decideAddFiling({ filingId, fields: command.fields, today: command.today }, state),
    );
    return { filingId };
  }
}
