import { DomainError } from '../../../shared/domain-error';
import { parseHolidayCalendar, validHolidayCalendar } from './holiday-calendar-problems';

const source = 'Government Gazette (test)';

describe('holiday calendar validation', () => {
  it('accepts a calendar with only proclaimed days, the other sections empty', () => {
    expect(validHolidayCalendar({ proclaimed: [{ date: '2026-11-04', name: 'Elections', source }] })).toEqual(
      {
        fixed: [],
        easter: [],
        proclaimed: [{ date: '2026-11-04', name: 'Elections', source }],
      },
    );
  });

  it('names the bad entry by section, position and what it says', () => {
    const attempt = () =>
      validHolidayCalendar({
        proclaimed: [
          { date: '2026-11-04', name: 'Elections', source },
          { date: '2026-02-30', name: 'Not a day', source },
          { date: '2026-12-28', name: 'No source' },
        ],
      });
    expect(attempt).toThrow(DomainError);
    try {
      attempt();
    } catch (error) {
      expect((error as DomainError).kind).toBe('invalid');
      expect((error as DomainError).errors).toEqual([
        {
          field: 'proclaimed.1.date',
          message: 'proclaimed entry 2 (date "2026-02-30", name "Not a day"): no such day',
        },
        {
          field: 'proclaimed.2.source',
          message:
            'proclaimed entry 3 (date "2026-12-28", name "No source"): source is required: the Government Gazette, proclamation or gov.za page',
        },
      ]);
    }
  });

  it('refuses a day listed twice, a 31 April and unknown fields', () => {
    expect(() =>
      validHolidayCalendar({
        fixed: [{ month: 4, day: 31, name: 'No such day', source }],
        proclaimed: [
          { date: '2026-11-04', name: 'Elections', source },
          { date: '2026-11-04', name: 'Again', source },
        ],
        holidays: [],
      }),
    ).toThrow(
      /fixed entry 1 \(month 4, day 31, name "No such day"\): no such day in that month.*proclaimed entry 2 .*date 2026-11-04 is listed twice/,
    );
  });

  it("names the installation's file when it cannot be read", () => {
    expect(() => parseHolidayCalendar('{"proclaimed": [', '/data/public-holidays.json')).toThrow(
      '/data/public-holidays.json is not JSON',
    );
    expect(() =>
      parseHolidayCalendar('{"proclaimed": [{"date": "2026-1-4"}]}', 'public-holidays.json'),
    ).toThrow(
      /public-holidays.json is not a holiday calendar: proclaimed.0.date: proclaimed entry 1 \(date "2026-1-4"\): date must be YYYY-MM-DD/,
    );
  });
});
