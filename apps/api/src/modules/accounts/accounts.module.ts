import { Module } from '@nestjs/common';
import { EntitiesModule } from '../entities/entities.module';
import { IdentityModule } from '../identity/identity.module';
import { GetSubscriptionController } from './queries/get-subscription/get-subscription.controller';

@Module({
  imports: [IdentityModule, EntitiesModule],
  controllers: [GetSubscriptionController],
})
export class AccountsModule {}
