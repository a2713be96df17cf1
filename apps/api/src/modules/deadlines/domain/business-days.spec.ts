import { addBusinessDays, isBusinessDay, publicHolidays } from './business-days';
import { easterSunday } from './sa-public-holidays';

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
});
