import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { OWNERSHIP_GRAPH } from '../../../ownership/projections/ownership-graph.projector';
import { upstreamSlice } from '../../../ownership/projections/ownership-slice';
import { filedOwnersOn } from '../../domain/filed-owners';
import { BO_FILING_TYPES, decideAddFiling } from '../../domain/filing.deciders';
import { CreateFilingCommand } from './create-filing.command';

@CommandHandler(CreateFilingCommand)
export class CreateFilingHandler implements ICommandHandler<CreateFilingCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async execute(command: CreateFilingCommand): Promise<{ filingId: number }> {
    const { fields, today, actor } = command;
    const filingId = await this.register.nextId('filing');
    const currentOwners = await this.ownersFiled(command);
    await this.register.decide(actor, (state) =>
      decideAddFiling({ filingId, fields, today, currentOwners }, state),
    );
    return { filingId };
  }

  /** A BO filing entered as submitted declared the owners of its submission day. */
  private async ownersFiled({ fields, today, actor }: CreateFilingCommand) {
    if (fields.status !== 'submitted' || !BO_FILING_TYPES.includes(fields.requirementType)) return undefined;
    const graph = await upstreamSlice(this.readStore, OWNERSHIP_GRAPH, actor.accountId, [fields.entityId]);
    const submittedOn =
      fields.submissionDate && fields.submissionDate < today ? fields.submissionDate : today;
    return filedOwnersOn(graph, fields.entityId, submittedOn);
  }
}
