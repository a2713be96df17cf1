import { Body, Controller, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type AccountSettingsView, accountSettingsUpdateSchema } from '@ledgerline/contracts';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { AccountSettingsReader } from '../../queries/get-account-settings/account-settings.reader';
import { UpdateAccountSettingsCommand } from './update-account-settings.command';

/**
 * The signed-in user changes their own account's settings: an account has one user, its owner, who is the
 * account's admin (docs/decisions/0026-deadline-dates.md).
 */
@Controller('account/settings')
@UseGuards(AuthenticatedGuard)
export class UpdateAccountSettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly settings: AccountSettingsReader,
  ) {}

  @Patch()
  async update(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(accountSettingsUpdateSchema))
    body: z.output<typeof accountSettingsUpdateSchema>,
  ): Promise<AccountSettingsView> {
    const { currency, name } = await this.settings.read(actor.accountId);
    const today = await this.settings.today(actor.accountId);
    await this.commands.execute(new UpdateAccountSettingsCommand(actor, body, today, currency, name));
    return this.settings.read(actor.accountId);
  }
}
