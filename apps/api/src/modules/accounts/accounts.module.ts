import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeadlinesModule } from '../deadlines/deadlines.module';
import { RegisterReadModule } from '../register-read.module';
import { UpdateAccountSettingsController } from './commands/update-account-settings/update-account-settings.controller';
import { UpdateAccountSettingsHandler } from './commands/update-account-settings/update-account-settings.handler';
import { AccountSettingsReader } from './queries/get-account-settings/account-settings.reader';
import { GetAccountSettingsController } from './queries/get-account-settings/get-account-settings.controller';
import { UpdateSubscriptionController } from './commands/update-subscription/update-subscription.controller';
import { GetSubscriptionController } from './queries/get-subscription/get-subscription.controller';
import { SubscriptionReader } from './queries/get-subscription/subscription.reader';

@Module({
  imports: [CqrsModule, RegisterReadModule, DeadlinesModule],
  controllers: [
    GetSubscriptionController,
    UpdateSubscriptionController,
    GetAccountSettingsController,
    UpdateAccountSettingsController,
  ],
  providers: [SubscriptionReader, AccountSettingsReader, UpdateAccountSettingsHandler],
})
export class AccountsModule {}
