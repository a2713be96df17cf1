import {
  activeHolidayCalendar,
  addBusinessDays,
  isBusinessDay,
  publicHolidays,
  setActiveHolidayCalendar,
} from './business-days';
import { mergeHolidayCalendars } from './holiday-calendar';
import { BUNDLED_HOLIDAY_CALENDAR, easterSunday } from './sa-public-holidays';

describe('South African business days', () => {
  it('computes Easter and the Easter holidays', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(publicHolidays(2026).has('2026-04-03')).toBe(true); // Good Friday
    expect(publicHolidays(2026).has('2026-04-06')).toBe(true); // Family Day
  });

  it('moves a Sunday holiday to the Monday', () => {
    // Freedom Day 27 April 2025 was a Sunday.
    expect(publicHolidays(2025).has('2025-04-28')).toBe(true);
    expect(isBusinessDay('2025-04-28')).toBe(false);
  });

  it('skips weekends and holidays when adding business days', () => {
    // Friday 12 Dec 2025 + 10 business days: skips two weekends, 16 Dec, 25 and 26 Dec.
    expect(addBusinessDays('2025-12-12', 10)).toBe('2025-12-31');
    // Thursday 20 March 2025 + 1: Human Rights Day (Fri 21 March) and the weekend are skipped.
    expect(addBusinessDays('2025-03-20', 1)).toBe('2025-03-24');
    expect(addBusinessDays('2026-01-05', 5)).toBe('2026-01-12');
  });

  it('counts proclaimed election days', () => {
    expect(isBusinessDay('2024-05-29')).toBe(false);
  });

  it('counts 27 December 2016, declared when Christmas fell on a Sunday and the Monday was already a holiday', () => {
    expect(isBusinessDay('2016-12-26')).toBe(false);
    expect(isBusinessDay('2016-12-27')).toBe(false);
    // Friday 23 Dec 2016 + 1: the weekend, 26 and 27 Dec are skipped.
    expect(addBusinessDays('2016-12-23', 1)).toBe('2016-12-28');
  });

  it("counts 15 December 2023, declared for the Springboks' Rugby World Cup win", () => {
    expect(isBusinessDay('2023-12-15')).toBe(false);
    expect(addBusinessDays('2023-12-08', 10)).toBe('2023-12-27');
  });

  it('gives every bundled entry its source', () => {
    const { fixed, easter, proclaimed } = BUNDLED_HOLIDAY_CALENDAR;
    for (const entry of [...fixed, ...easter, ...proclaimed]) expect(entry.source.length).toBeGreaterThan(10);
  });

  describe("with an installation's own calendar", () => {
    afterEach(() => setActiveHolidayCalendar(BUNDLED_HOLIDAY_CALENDAR));

    it('moves a due date over a day the installation adds', () => {
      expect(addBusinessDays('2026-03-02', 10)).toBe('2026-03-16');
      const installation = {
        fixed: [],
        easter: [],
        proclaimed: [{ date: '2026-03-09', name: 'Election day', source: 'Proclamation (test)' }],
      };
      setActiveHolidayCalendar(mergeHolidayCalendars(BUNDLED_HOLIDAY_CALENDAR, installation));
      expect(isBusinessDay('2026-03-09')).toBe(false);
      expect(addBusinessDays('2026-03-02', 10)).toBe('2026-03-17');
      expect(activeHolidayCalendar().proclaimed).toHaveLength(BUNDLED_HOLIDAY_CALENDAR.proclaimed.length + 1);
    });

    it('replaces a bundled entry for the same day rather than listing it twice', () => {
      const corrected = { date: '2024-05-29', name: 'Election day', source: 'Government Gazette (test)' };
      const merged = mergeHolidayCalendars(BUNDLED_HOLIDAY_CALENDAR, {
        fixed: [],
        easter: [],
        proclaimed: [corrected],
      });
      expect(merged.proclaimed.filter((h) => h.date === '2024-05-29')).toEqual([corrected]);
    });
  });
});
