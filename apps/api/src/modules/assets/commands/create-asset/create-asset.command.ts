import { Command } from '@nestjs/cqrs';
import type { AssetFields } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class CreateAssetCommand extends Command<{ assetId: number }> {
  constructor(
    readonly actor: Actor,
    readonly fields: AssetFields,
  ) {
    super();
  }
}
