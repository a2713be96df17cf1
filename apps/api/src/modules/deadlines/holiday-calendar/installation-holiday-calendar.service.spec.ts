import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../../config/app-config';
import { isBusinessDay } from '../domain/business-days';
import { HOLIDAY_CALENDAR_FILE, InstallationHolidayCalendar } from './installation-holiday-calendar.service';

const source = 'Government Gazette (test)';

describe('the installation holiday calendar in DATA_DIR', () => {
  let dataDir: string;
  let calendar: InstallationHolidayCalendar;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ledgerline-holidays-'));
    calendar = new InstallationHolidayCalendar({ dataDir } as AppConfig);
  });
  afterEach(() => {
    calendar.onModuleDestroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops the start on a bad file, naming the file and the entry', () => {
    writeFileSync(
      join(dataDir, HOLIDAY_CALENDAR_FILE),
      JSON.stringify({ proclaimed: [{ date: '2025-02-29' }] }),
    );
    expect(() => calendar.onModuleInit()).toThrow(
      /public-holidays.json is not a holiday calendar: proclaimed.0.date: proclaimed entry 1 \(date "2025-02-29"\): no such day/,
    );
  });

  it('writes an upload to the file and counts with it; removing it goes back to the bundled calendar', () => {
    calendar.onModuleInit();
    expect(calendar.installation()).toBeNull();
    const installation = {
      fixed: [],
      easter: [],
      proclaimed: [{ date: '2026-03-09', name: 'Declared', source }],
    };
    calendar.replace(installation);
    expect(JSON.parse(readFileSync(join(dataDir, HOLIDAY_CALENDAR_FILE), 'utf8'))).toEqual(installation);
    expect(isBusinessDay('2026-03-09')).toBe(false);
    calendar.remove();
    expect(isBusinessDay('2026-03-09')).toBe(true);
  });
});
