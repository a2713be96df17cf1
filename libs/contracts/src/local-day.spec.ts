import { createFilingSchema } from './filing.schema';
import { createRelationshipSchema } from './relationship.schema';
import { dayOfDateField } from './common.schema';
import { DEFAULT_TIME_ZONE, isTimeZone, localDay, setValidationTimeZone } from './local-day';

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

describe('date fields sent as timestamps', () => {
  afterEach(() => setValidationTimeZone(() => DEFAULT_TIME_ZONE));

  it("fall on the account's day when they carry an offset, and keep their date part when they do not", () => {
    expect(dayOfDateField('2026-11-28T22:30:00Z')).toBe('2026-11-29');
    expect(dayOfDateField('2026-11-28T21:30:00.000Z')).toBe('2026-11-28');
    expect(dayOfDateField('2026-11-29T01:30:00+02:00')).toBe('2026-11-29');
    expect(dayOfDateField('2026-11-28T22:30:00')).toBe('2026-11-28');
    expect(dayOfDateField('2026-11-28')).toBe('2026-11-28');
    setValidationTimeZone(() => 'UTC');
    expect(dayOfDateField('2026-11-28T22:30:00Z')).toBe('2026-11-28');
  });

  it('are stored so by the filing and relationship schemas', () => {
    const filing = createFilingSchema.parse({
      entityId: 1,
      requirementType: 'other',
      status: 'pending',
      dueDate: '2026-11-28T22:30:00Z',
    });
    expect(filing.dueDate).toBe('2026-11-29');
    const link = createRelationshipSchema.parse({
      sourceEntityId: 1,
      targetEntityId: 2,
      type: 'director',
      startDate: '2019-05-05T23:30:00Z',
    });
    expect(link.startDate).toBe('2019-05-06');
  });
});
