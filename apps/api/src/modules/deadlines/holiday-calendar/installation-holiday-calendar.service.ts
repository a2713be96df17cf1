import {
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
  type StatsListener,
  unwatchFile,
  watchFile,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { setActiveHolidayCalendar } from '../domain/business-days';
import { type HolidayCalendar, mergeHolidayCalendars } from '../domain/holiday-calendar';
import { BUNDLED_HOLIDAY_CALENDAR } from '../domain/sa-public-holidays';
import { parseHolidayCalendar } from './holiday-calendar-problems';

/** The installation's own calendar in DATA_DIR; it extends the bundled one (docs/decisions/0027). */
export const HOLIDAY_CALENDAR_FILE = 'public-holidays.json';

/**
 * Loads DATA_DIR/public-holidays.json into the business-day rules at start (a bad file stops the start with the
 * entry named), writes it for the admin upload, and watches it so every process on the same DATA_DIR (API
 * replicas, the worker) picks up a change without a restart.
 */
@Injectable()
export class InstallationHolidayCalendar implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(InstallationHolidayCalendar.name);
  private readonly file: string;
  private current: HolidayCalendar | null = null;
  private readonly onChange: StatsListener = () => this.reloadQuietly();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.file = join(config.dataDir, HOLIDAY_CALENDAR_FILE);
  }

  onModuleInit(): void {
    this.apply(this.read());
    watchFile(this.file, { persistent: false, interval: 2000 }, this.onChange);
  }

  onModuleDestroy(): void {
    unwatchFile(this.file, this.onChange);
    setActiveHolidayCalendar(BUNDLED_HOLIDAY_CALENDAR);
  }

  /** The installation's entries, or null when it uses the bundled calendar alone. */
  installation(): HolidayCalendar | null {
    return this.current;
  }

  active(): HolidayCalendar {
    return this.current
      ? mergeHolidayCalendars(BUNDLED_HOLIDAY_CALENDAR, this.current)
      : BUNDLED_HOLIDAY_CALENDAR;
  }

  /** Replaces the installation's file (written whole, then renamed, so no reader sees half of it). */
  replace(calendar: HolidayCalendar): void {
    const partial = `${this.file}.${process.pid}.tmp`;
    writeFileSync(partial, `${JSON.stringify(calendar, null, 2)}\n`);
    renameSync(partial, this.file);
    this.apply(calendar);
  }

  remove(): void {
    rmSync(this.file, { force: true });
    this.apply(null);
  }

  private read(): HolidayCalendar | null {
    if (!existsSync(this.file)) return null;
    return parseHolidayCalendar(readFileSync(this.file, 'utf8'), this.file);
  }

  private reloadQuietly(): void {
    try {
      this.apply(this.read());
    } catch (error) {
      // A half-edited file must not stop deadlines: the last good calendar stays until the file is fixed.
      this.logger.error(`${(error as Error).message}; the previous holiday calendar stays in use`);
    }
  }

  private apply(calendar: HolidayCalendar | null): void {
    this.current = calendar;
    setActiveHolidayCalendar(this.active());
  }
}
