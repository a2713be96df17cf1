import { Command } from '@nestjs/cqrs';
import type { AssetFields } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class UpdateAssetCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly assetId: number,
    readonly patch: Partial<AssetFields>,
    /** When the change took effect, if it sets no acquisition date. */
    readonly effectiveDate: string | null = null,
  ) {
    super();
  }
}
