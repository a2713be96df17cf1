import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RegisterReadModule } from '../register-read.module';
import { UpdateSubscriptionController } from './commands/update-subscription/update-subscription.controller';
import { GetSubscriptionController } from './queries/get-subscription/get-subscription.controller';
import { SubscriptionReader } from './queries/get-subscription/subscription.reader';

@Module({
  imports: [CqrsModule, RegisterReadModule],
  controllers: [GetSubscriptionController, UpdateSubscriptionController],
  providers: [SubscriptionReader],
})
export class AccountsModule {}
