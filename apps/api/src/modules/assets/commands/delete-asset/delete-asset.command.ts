import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class DeleteAssetCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly assetId: number,
  ) {
    super();
  }
}
