import { Body, Controller, Delete, Get, Logger, Put, UseGuards } from '@nestjs/common';
import { ZodValidationPipe } from '../../../http/zod-validation.pipe';
import type { Actor } from '../../../shared/actor';
import { AdminGuard } from '../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../identity/auth/current-actor.decorator';
import type { HolidayCalendarView } from '@ledgerline/contracts';
import { validHolidayCalendar } from './holiday-calendar-problems';
import { InstallationHolidayCalendar } from './installation-holiday-calendar.service';
import { z } from 'zod';

const jsonObject = new ZodValidationPipe(z.record(z.string(), z.unknown()));

/**
 * The installation's public-holiday calendar, for installation admins only: 401 for
 * anonymous callers, 403 for everyone else (AdminGuard).
 */
@Controller('admin/holiday-calendar')
@UseGuards(AdminGuard)
export class AdminHolidayCalendarController {
  private readonly logger = new Logger(AdminHolidayCalendarController.name);

  constructor(private readonly calendar: InstallationHolidayCalendar) {}

  @Get()
  get(): HolidayCalendarView {
    return this.view();
  }

  /** Replaces the installation's entries; due dates planned from now on count with them. */
  @Put()
  replace(
    @CurrentActor() actor: Actor,
    @Body(jsonObject) body: Record<string, unknown>,
  ): HolidayCalendarView {
    this.calendar.replace(validHolidayCalendar(body));
    this.logger.log(`Holiday calendar replaced by user ${actor.userId}`);
    return this.view();
  }

  @Delete()
  remove(@CurrentActor() actor: Actor): HolidayCalendarView {
    this.calendar.remove();
    this.logger.log(`Holiday calendar reset to the bundled one by user ${actor.userId}`);
    return this.view();
  }

  private view(): HolidayCalendarView {
    return { installation: this.calendar.installation(), active: this.calendar.active() };
  }
}
