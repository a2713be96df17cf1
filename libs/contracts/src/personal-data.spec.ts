import { historySentences } from './history-sentence';
import { erasePersonalValues, erasePersonalDataSchema, isErasedValue } from './personal-data';

describe('erased personal values', () => {
  it("replaces an erased individual's personal fields and changes, and leaves the structure", () => {
    expect(
      erasePersonalValues(
        {
          entityType: 'individual',
          name: 'Thandi Nkosi',
          email: 'thandi@example.co.za',
          phone: null,
          country: 'ZA',
        },
        12,
      ),
    ).toEqual({
      entityType: 'individual',
      name: 'Erased person #12',
      email: '[erased]',
      phone: null,
      country: 'ZA',
    });
    expect(
      erasePersonalValues(
        { idNumber: { from: null, to: '8001015009087' }, position: { from: null, to: 'Director' } },
        12,
      ),
    ).toEqual({ idNumber: { from: null, to: '[erased]' }, position: { from: null, to: 'Director' } });
  });

  it('reads as "erased" in the history sentences, and is told apart from other values', () => {
    expect(historySentences('Africa/Johannesburg').fieldValue('email', '[erased]')).toBe('erased');
    expect(isErasedValue('Erased person #3')).toBe(true);
    expect(isErasedValue('Erased person')).toBe(false);
  });

  it('takes an override reason of 10 to 1000 characters, or none', () => {
    expect(erasePersonalDataSchema.parse({})).toEqual({ overrideReason: null });
    expect(erasePersonalDataSchema.parse({ overrideReason: '  ' })).toEqual({ overrideReason: null });
    expect(erasePersonalDataSchema.safeParse({ overrideReason: 'short' }).success).toBe(false);
    expect(erasePersonalDataSchema.safeParse({ overrideReason: 'x'.repeat(1001) }).success).toBe(false);
    expect(erasePersonalDataSchema.safeParse({ other: 1 }).success).toBe(false);
  });
});
