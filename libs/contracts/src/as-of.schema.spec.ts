import { asOfQuerySchema, ownershipTimelineQuerySchema } from './as-of.schema';

describe('asOfQuerySchema', () => {
  it('takes a day and a moment with its offset, the moment in UTC', () => {
    expect(asOfQuerySchema.parse({ asOf: '2025-03-01', knownAt: '2025-03-01T11:30:00+02:00' })).toEqual({
      asOf: '2025-03-01',
      knownAt: '2025-03-01T09:30:00.000Z',
    });
    expect(asOfQuerySchema.parse({})).toEqual({});
  });

  it.each([
    ['asOf', '2025-02-29'],
    ['asOf', '2025-03-01T00:00:00Z'],
    ['asOf', '1899-12-31'],
    ['asOf', '01/03/2025'],
    ['knownAt', '2025-03-01T09:30:00'],
    ['knownAt', '2025-03-01'],
    ['knownAt', '2025-13-01T09:30:00Z'],
    ['knownAt', 'yesterday'],
  ])('refuses %s=%s naming the field', (field, value) => {
    const result = asOfQuerySchema.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });

  it('the timeline takes knownAt only', () => {
    expect(ownershipTimelineQuerySchema.safeParse({ knownAt: 'x' }).success).toBe(false);
  });
});
