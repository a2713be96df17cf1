import { formatDisplayDateTime, formatDisplayDay, formatLongDay, formatRelativeDay } from './display-dates';

describe('dates as users see them', () => {
  it('shows a recorded-at timestamp on its South African day, not its UTC day', () => {
    // 22:30 UTC on the 16th is 00:30 SAST on the 17th.
    expect(formatDisplayDay('2026-03-16T22:30:00.000Z')).toBe('17 Mar 2026');
    expect(formatDisplayDateTime('2026-03-16T22:30:00.000Z')).toBe('17 Mar 2026, 00:30');
    expect(formatDisplayDay('2026-03-16T21:30:00.000Z')).toBe('16 Mar 2026');
  });

  it("follows the account's zone", () => {
    expect(formatDisplayDay('2026-03-16T22:30:00.000Z', 'UTC')).toBe('16 Mar 2026');
    expect(formatDisplayDateTime('2026-03-16T22:30:00.000Z', 'America/New_York')).toBe('16 Mar 2026, 18:30');
  });

  it('shows a calendar day as itself in every zone', () => {
    expect(formatDisplayDay('2026-03-16', 'Pacific/Kiritimati')).toBe('16 Mar 2026');
    expect(formatDisplayDay('2026-03-16', 'Pacific/Pago_Pago')).toBe('16 Mar 2026');
    expect(formatDisplayDateTime('2026-03-16')).toBe('16 Mar 2026');
  });

  it('answers null for what is not a date', () => {
    expect(formatDisplayDay('soon')).toBeNull();
    expect(formatDisplayDateTime('')).toBeNull();
  });
});

describe('formatLongDay', () => {
  it('tells a day as a sentence does: an instant on its Johannesburg day, a calendar day as itself', () => {
    expect(formatLongDay('2025-03-02T22:30:00Z')).toBe('3 March 2025');
    expect(formatLongDay('2025-03-03')).toBe('3 March 2025');
    expect(formatLongDay('not a day')).toBeNull();
  });
});

describe('formatRelativeDay', () => {
  // 10:00 UTC is noon in Johannesburg: a start date of today used to read 'about 10 hours ago'.
  const now = new Date('2026-11-25T10:00:00Z');

  it('tells a calendar day in whole days from today in the account zone, never in hours', () => {
    expect(formatRelativeDay('2026-11-25', now)).toBe('today');
    expect(formatRelativeDay('2026-11-24', now)).toBe('yesterday');
    expect(formatRelativeDay('2026-11-26', now)).toBe('tomorrow');
    expect(formatRelativeDay('2026-11-20', now)).toBe('5 days ago');
    expect(formatRelativeDay('2026-12-05', now)).toBe('in 10 days');
  });

  it('counts longer spans in whole months and years', () => {
    expect(formatRelativeDay('2026-09-25', now)).toBe('2 months ago');
    expect(formatRelativeDay('2026-10-24', now)).toBe('1 month ago');
    expect(formatRelativeDay('2020-03-01', now)).toBe('6 years ago');
    expect(formatRelativeDay('2027-11-25', now)).toBe('in 1 year');
  });

  it("counts from today in the account's zone: 23:30 UTC is already tomorrow in Johannesburg", () => {
    const lateUtc = new Date('2026-11-25T23:30:00Z');
    expect(formatRelativeDay('2026-11-26', lateUtc)).toBe('today');
    expect(formatRelativeDay('2026-11-26', lateUtc, 'UTC')).toBe('tomorrow');
  });

  it('answers null for what is not a calendar day', () => {
    expect(formatRelativeDay('2026-11-25T10:00:00Z', now)).toBeNull();
    expect(formatRelativeDay('2026-02-30', now)).toBeNull();
  });
});

describe("the 'd MMM yyyy' style", () => {
  it('writes every month in three letters, September too (ICU en-GB would say Sept)', () => {
    expect(formatDisplayDay('2026-09-05')).toBe('5 Sep 2026');
    expect(formatDisplayDay('2026-03-05')).toBe('5 Mar 2026');
    expect(formatDisplayDateTime('2026-09-05T06:05:00Z')).toBe('5 Sep 2026, 08:05');
    expect(formatLongDay('2026-09-05')).toBe('5 September 2026');
  });
});
