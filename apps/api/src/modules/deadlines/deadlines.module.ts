import { Module } from '@nestjs/common';
import { BeneficialOwnerSets } from '../ownership/beneficial-owner-sets.service';
import { DeadlineScanService } from './deadline-scan.service';
import { AdminHolidayCalendarController } from './holiday-calendar/admin-holiday-calendar.controller';
import { InstallationHolidayCalendar } from './holiday-calendar/installation-holiday-calendar.service';
import { InProcessScheduler } from './in-process-scheduler';

@Module({
  controllers: [AdminHolidayCalendarController],
  providers: [DeadlineScanService, InProcessScheduler, BeneficialOwnerSets, InstallationHolidayCalendar],
  exports: [DeadlineScanService, BeneficialOwnerSets],
})
export class DeadlinesModule {}
