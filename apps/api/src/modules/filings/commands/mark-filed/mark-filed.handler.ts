import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../shared/domain-error';
import { FilingsReader } from '../../queries/filings.reader';
import { UpdateFilingCommand } from '../update-filing/update-filing.command';
import { MarkFiledCommand, type MarkFiledResult } from './mark-filed.command';

@CommandHandler(MarkFiledCommand)
export class MarkFiledHandler implements ICommandHandler<MarkFiledCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly filings: FilingsReader,
  ) {}

  async execute({ actor, filingIds, submissionDate, today }: MarkFiledCommand): Promise<MarkFiledResult[]> {
    const results: MarkFiledResult[] = [];
    for (const id of new Set(filingIds)) results.push(await this.markOne(actor, id, submissionDate, today));
    return results;
  }

  private async markOne(
    actor: MarkFiledCommand['actor'],
    id: number,
    submissionDate: string | null,
    today: string,
  ): Promise<MarkFiledResult> {
    try {
      const filing = await this.filings.get(actor.accountId, id);
      if (filing.storedStatus === 'submitted') return { id, outcome: 'already_submitted' };
      const patch = { status: 'submitted' as const, ...(submissionDate ? { submissionDate } : {}) };
      await this.commands.execute(new UpdateFilingCommand(actor, id, patch, today));
      return { id, outcome: 'submitted' };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { id, outcome: error.kind === 'not_found' ? 'not_found' : 'refused', message: error.message };
    }
  }
}
