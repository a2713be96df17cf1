import { Command } from '@nestjs/cqrs';
import type { UpdateFilingFields } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class UpdateFilingCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly filingId: number,
    readonly patch: UpdateFilingFields,
    readonly today: string,
  ) {
    super();
  }
}
