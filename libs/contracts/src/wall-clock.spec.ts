import { instantToWallTime, wallTimeToInstant, zoneOffsetMs } from './wall-clock';

describe('wall-clock readings of a time zone', () => {
  it("reads a clock time on the zone's clock, with that zone's offset then", () => {
    expect(wallTimeToInstant('2025-03-03T09:00', 'Africa/Johannesburg')).toBe('2025-03-03T09:00:00+02:00');
    expect(wallTimeToInstant('2025-03-03T09:00:15', 'Asia/Kolkata')).toBe('2025-03-03T09:00:15+05:30');
    expect(wallTimeToInstant('2025-07-01T12:00', 'Europe/London')).toBe('2025-07-01T12:00:00+01:00');
    expect(wallTimeToInstant('2025-01-01T12:00', 'Europe/London')).toBe('2025-01-01T12:00:00+00:00');
  });

  it('refuses what is not a clock time', () => {
    for (const bad of ['2025-02-30T09:00', '2025-03-03T24:00', '2025-03-03 09:00', '2025-03-03'])
      expect(wallTimeToInstant(bad, 'Africa/Johannesburg')).toBeNull();
  });

  it('gives a time skipped by summer time the offset before the change, and round-trips instants', () => {
    expect(wallTimeToInstant('2025-03-30T01:30', 'Europe/London')).toBe('2025-03-30T01:30:00+00:00');
    // 01:30 on 26 October 2025 happens twice in London: the reading is the second (winter) one.
    expect(wallTimeToInstant('2025-10-26T01:30', 'Europe/London')).toBe('2025-10-26T01:30:00+00:00');
    const instant = '2025-06-15T08:45:30.000Z';
    const wall = instantToWallTime(instant, 'Asia/Kolkata');
    expect(wall).toBe('2025-06-15T14:15:30');
    expect(Date.parse(wallTimeToInstant(wall, 'Asia/Kolkata')!)).toBe(Date.parse(instant));
  });

  it("measures a zone's offset at an instant", () => {
    expect(zoneOffsetMs(Date.parse('2025-03-03T00:00:00Z'), 'Asia/Kolkata')).toBe(330 * 60_000);
    expect(zoneOffsetMs(Date.parse('2025-07-01T00:00:00Z'), 'America/New_York')).toBe(-240 * 60_000);
  });
});
