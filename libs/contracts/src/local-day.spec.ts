import { DEFAULT_TIME_ZONE, isTimeZone, localDay } from './local-day';

describe('localDay', () => {
  it('takes the day in Johannesburg: 23:30 UTC is already the next day at 01:30 SAST', () => {
    expect(localDay('2026-03-16T23:30:00Z')).toBe('2026-03-17');
    expect(localDay('2026-03-16T21:59:59Z')).toBe('2026-03-16');
    expect(localDay('2026-03-16T22:00:00Z', DEFAULT_TIME_ZONE)).toBe('2026-03-17');
  });

  it('follows another zone when asked, and UTC stays UTC', () => {
    expect(localDay('2026-03-16T23:30:00Z', 'UTC')).toBe('2026-03-16');
    expect(localDay('2026-03-17T03:00:00Z', 'America/New_York')).toBe('2026-03-16');
  });

  it('knows real zone names only', () => {
    expect(isTimeZone('Africa/Johannesburg')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
