import { Module } from '@nestjs/common';
import { EntitiesModule } from '../entities/entities.module';
import { IdentityModule } from '../identity/identity.module';
import { GetDashboardController } from './queries/get-dashboard/get-dashboard.controller';

@Module({
  imports: [IdentityModule, EntitiesModule],
  controllers: [GetDashboardController],
})
export class DashboardModule {}
