import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { OWNERSHIP_GRAPH } from '../../../ownership/projections/ownership-graph.projector';
import { upstreamSlice } from '../../../ownership/projections/ownership-slice';
import { filedOwnersOn } from '../../domain/filed-owners';
import { decideUpdateFiling } from '../../domain/filing.deciders';
import { FilingsReader } from '../../queries/filings.reader';
import { UpdateFilingCommand } from './update-filing.command';

@CommandHandler(UpdateFilingCommand)
export class UpdateFilingHandler implements ICommandHandler<UpdateFilingCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly filings: FilingsReader,
  ) {}

  async execute(command: UpdateFilingCommand): Promise<void> {
    const { filingId, patch, today, actor } = command;
    const filing = await this.filings.get(actor.accountId, filingId);
    const graph = await upstreamSlice(this.readStore, OWNERSHIP_GRAPH, actor.accountId, [filing.entityId]);
    // A filing submitted on an earlier day declared the owners of that day: later holders call for a refiling.
    const submittedOn = patch.submissionDate && patch.submissionDate < today ? patch.submissionDate : today;
    const currentOwners = filedOwnersOn(graph, filing.entityId, submittedOn);
    await this.register.decide(actor, (state) =>
      decideUpdateFiling({ filingId, patch, today, currentOwners }, state),
    );
  }
}
