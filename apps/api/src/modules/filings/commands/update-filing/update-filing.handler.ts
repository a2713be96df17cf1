import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { BeneficialOwnerSets } from '../../../ownership/beneficial-owner-sets.service';
import { decideUpdateFiling } from '../../domain/filing.deciders';
import { FilingsReader } from '../../queries/filings.reader';
import { UpdateFilingCommand } from './update-filing.command';

@CommandHandler(UpdateFilingCommand)
export class UpdateFilingHandler implements ICommandHandler<UpdateFilingCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    private readonly owners: BeneficialOwnerSets,
    private readonly filings: FilingsReader,
  ) {}

  async execute(command: UpdateFilingCommand): Promise<void> {
    const { filingId, patch, today, actor } = command;
    const filing = await this.filings.get(actor.accountId, filingId);
    const sets = await this.owners.current(actor.accountId, [filing.entityId], today);
    const currentOwnerIds = sets.get(filing.entityId);
    await this.register.decide(actor, (state) =>
      decideUpdateFiling({ filingId, patch, today, currentOwnerIds }, state),
    );
  }
}
