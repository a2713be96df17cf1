import { formatDisplayDateTime, formatDisplayDay, formatLongDay } from './display-dates';

describe('dates as users see them', () => {
  it('shows a recorded-at timestamp on its South African day, not its UTC day', () => {
    // 22:30 UTC on the 16th is 00:30 SAST on the 17th.
    expect(formatDisplayDay('2026-03-16T22:30:00.000Z')).toBe('Mar 17, 2026');
    expect(formatDisplayDateTime('2026-03-16T22:30:00.000Z')).toBe('Mar 17, 2026, 00:30');
    expect(formatDisplayDay('2026-03-16T21:30:00.000Z')).toBe('Mar 16, 2026');
  });

  it("follows the account's zone", () => {
    expect(formatDisplayDay('2026-03-16T22:30:00.000Z', 'UTC')).toBe('Mar 16, 2026');
    expect(formatDisplayDateTime('2026-03-16T22:30:00.000Z', 'America/New_York')).toBe('Mar 16, 2026, 18:30');
  });

  it('shows a calendar day as itself in every zone', () => {
    expect(formatDisplayDay('2026-03-16', 'Pacific/Kiritimati')).toBe('Mar 16, 2026');
    expect(formatDisplayDay('2026-03-16', 'Pacific/Pago_Pago')).toBe('Mar 16, 2026');
    expect(formatDisplayDateTime('2026-03-16')).toBe('Mar 16, 2026');
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
