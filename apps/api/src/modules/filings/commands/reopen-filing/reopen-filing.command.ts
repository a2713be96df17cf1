import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class ReopenFilingCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly filingId: number,
  ) {
    super();
  }
}
