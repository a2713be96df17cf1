import { Module } from '@nestjs/common';
import { AccountCurrencyReader } from '../accounts/queries/get-account-settings/account-currency.reader';
import { SubscriptionReader } from '../accounts/queries/get-subscription/subscription.reader';
import { EntityListReader } from '../entities/queries/list-entities/entity-list.reader';
import { OwnershipModule } from '../ownership/ownership.module';
import { RegisterReadModule } from '../register-read.module';
import { ExportsController } from './exports.controller';

@Module({
  imports: [RegisterReadModule, OwnershipModule],
  controllers: [ExportsController],
  providers: [SubscriptionReader, EntityListReader, AccountCurrencyReader],
})
export class ExportsModule {}
