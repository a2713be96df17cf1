import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

export class ErasePersonalDataCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly entityId: number,
    readonly overrideReason: string | null,
  ) {
    super();
  }
}
