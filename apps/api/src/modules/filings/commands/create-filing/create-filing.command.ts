import { Command } from '@nestjs/cqrs';
import type { CreateFilingFields } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class CreateFilingCommand extends Command<{ filingId: number }> {
  constructor(
    readonly actor: Actor,
    readonly fields: CreateFilingFields,
    readonly today: string,
  ) {
    super();
  }
}
