import {
  calendarDay,
  createAssetSchema,
  createCompanySchema,
  createFilingSchema,
  idParam,
  listQuerySchema,
} from './index';

describe('calendarDay: strict dates', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2025-12-31', '2025-12-31'],
    ['2025-03-01T10:15:00.000Z', '2025-03-01'],
    ['2025-03-01T10:15', '2025-03-01'],
    ['2025-03-01T23:59:59+02:00', '2025-03-01'],
  ])('accepts %s as %s', (value, day) => {
    expect(calendarDay(value)).toBe(day);
  });

  it.each([
    '2021-02-29',
    '2020-04-31',
    '2020-13-01',
    '2020-00-10',
    '2020-01-00',
    '2020-01-01garbage',
    '2020-01-01T99:99:99',
    '2020-01-01T24:00',
    ' 2020-01-01',
    '2020-1-1',
    '20200101',
    '2020-01-01T10:00:00+25:00',
  ])('refuses %s', (value) => {
    expect(calendarDay(value)).toBeNull();
  });

  it('names the field of an impossible date on the request schemas', () => {
    const company = createCompanySchema.safeParse({
      type: 'company',
      name: 'Acme',
      incorporationDate: '2021-02-29',
    });
    expect(company.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['incorporationDate', 'Invalid date'],
    ]);
    const filing = createFilingSchema.safeParse({
      entityId: 1,
      requirementType: 'annual_return',
      dueDate: '2020-04-31',
    });
    expect(filing.error?.issues.map((i) => i.path.join('.'))).toContain('dueDate');
  });
});

describe('plainDecimal: numbers and ids', () => {
  it.each(['0x10', '0b11', '0o7', '1e3', '1,,,0', ' 1 ', '%201%20', '', true, false, 'Infinity'])(
    'refuses %p as an id',
    (value) => {
      expect(idParam.safeParse(value).success).toBe(false);
      expect(createAssetSchema.shape.ownerEntityId.safeParse(value).success).toBe(false);
    },
  );

  it.each([
    ['31', 31],
    [31, 31],
  ])('accepts %p', (value, id) => {
    expect(idParam.parse(value)).toBe(id);
  });

  it('keeps defaults and optional query numbers', () => {
    const schema = listQuerySchema(['name']);
    expect(schema.parse({})).toMatchObject({ offset: 0 });
    expect(schema.parse({ limit: '25' })).toMatchObject({ limit: 25 });
    expect(schema.safeParse({ limit: '0x19' }).success).toBe(false);
  });
});
