import { Command } from '@nestjs/cqrs';
import type { CreateFilingFields } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class UpdateFilingCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly filingId: number,
    readonly patch: Partial<Omit<CreateFilingFields, 'entityId'>>,
    readonly today: string,
  ) {
    super();
  }
}
