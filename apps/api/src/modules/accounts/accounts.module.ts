import { Module } from '@nestjs/common';
import { RegisterReadModule } from '../register-read.module';
import { IdentityModule } from '../identity/identity.module';
import { GetSubscriptionController } from './queries/get-subscription/get-subscription.controller';

@Module({
  imports: [IdentityModule, RegisterReadModule],
  controllers: [GetSubscriptionController],
})
export class AccountsModule {}
