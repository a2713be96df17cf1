import { Controller, Get, UseGuards } from '@nestjs/common';
import type { AccountSettingsView } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { AccountSettingsReader } from './account-settings.reader';

@Controller('account/settings')
@UseGuards(AuthenticatedGuard)
export class GetAccountSettingsController {
  constructor(private readonly settings: AccountSettingsReader) {}

  @Get()
  current(@CurrentActor() actor: Actor): Promise<AccountSettingsView> {
    return this.settings.read(actor.accountId);
  }
}
