import { Module } from '@nestjs/common';
import { DeadlineScanService } from './deadline-scan.service';
import { AdminHolidayCalendarController } from './holiday-calendar/admin-holiday-calendar.controller';
import { InstallationHolidayCalendar } from './holiday-calendar/installation-holiday-calendar.service';
import { InProcessScheduler } from './in-process-scheduler';

@Module({
  controllers: [AdminHolidayCalendarController],
  providers: [DeadlineScanService, InProcessScheduler, InstallationHolidayCalendar],
  exports: [DeadlineScanService],
})
export class DeadlinesModule {}
