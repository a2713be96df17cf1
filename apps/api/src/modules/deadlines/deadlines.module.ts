import { Module } from '@nestjs/common';
import { DeadlineScanService } from './deadline-scan.service';
import { AdminHolidayCalendarController } from './holiday-calendar/admin-holiday-calendar.controller';
import { InstallationHolidayCalendar } from './holiday-calendar/installation-holiday-calendar.service';
import { InProcessScheduler } from './in-process-scheduler';
import { EmailReminderSendingModule } from '../email-reminders/email-reminders.module';

@Module({
  imports: [EmailReminderSendingModule],
  controllers: [AdminHolidayCalendarController],
  providers: [DeadlineScanService, InProcessScheduler, InstallationHolidayCalendar],
  exports: [DeadlineScanService],
})
export class DeadlinesModule {}
