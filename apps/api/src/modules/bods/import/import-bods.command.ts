import { Command } from '@nestjs/cqrs';
import type { BodsImportResult } from '@ledgerline/contracts';
import type { Actor } from '../../../shared/actor';

export class ImportBodsCommand extends Command<BodsImportResult> {
  constructor(
    readonly actor: Actor,
    readonly statements: unknown[],
    readonly dryRun: boolean,
  ) {
    super();
  }
}
