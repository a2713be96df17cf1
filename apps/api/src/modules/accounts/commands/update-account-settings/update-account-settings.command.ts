import { Command } from '@nestjs/cqrs';
import type { AccountSettingsUpdate } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class UpdateAccountSettingsCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly update: AccountSettingsUpdate,
    readonly today: string,
    /** The currency shown now, so choosing the same one again records nothing. */
    readonly currentCurrency: string,
    /** The name shown now, for the same reason. */
    readonly currentName: string,
  ) {
    super();
  }
}
