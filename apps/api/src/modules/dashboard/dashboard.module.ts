import { Module } from '@nestjs/common';
import { RegisterReadModule } from '../register-read.module';
import { IdentityModule } from '../identity/identity.module';
import { GetDashboardController } from './queries/get-dashboard/get-dashboard.controller';

@Module({
  imports: [IdentityModule, RegisterReadModule],
  controllers: [GetDashboardController],
})
export class DashboardModule {}
