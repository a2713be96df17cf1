import {
  assetValueSchema,
  calendarDay,
  createAssetSchema,
  createCompanySchema,
  createFilingSchema,
  idParam,
  listQuerySchema,
  ownershipPercentageSchema,
  registerFormSchema,
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

  it.each(['00001', '01', '1.0', '1.', '+1', '-1', '0'])(
    'refuses %p as a path id: one spelling per record',
    (value) => {
      expect(idParam.safeParse(value).success).toBe(false);
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

describe('names and typed numbers', () => {
  it.each(['\u200B\u200B', '\u0000\u0000', ' \uFEFF ', '\uD800\uD800', 'A\u200B'])(
    'refuses the name %j, empty once its invisible characters are removed',
    (name) => {
      const result = createCompanySchema.safeParse({ type: 'company', name });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['name', 'Name must be at least 2 characters'],
      ]);
    },
  );

  it.each(['\u200E\u200E', '\u00AD\u00AD', '\u3164\u3164', '\u2800\u2800', '\u202E\u202E', '\u200D\u200C'])(
    'refuses the blank-looking name %j',
    (name) => {
      expect(createCompanySchema.safeParse({ type: 'company', name }).success).toBe(false);
    },
  );

  it('drops direction overrides and marks, and keeps joiners inside a word', () => {
    const named = (name: string) => createCompanySchema.parse({ type: 'company', name }).name;
    expect(named('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(named('\u200FAcme\u00AD Ltd\u200E')).toBe('Acme Ltd');
    expect(named('\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645')).toBe(
      '\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645',
    );
    expect(named('\u{1F468}\u200D\u{1F469}\u200D\u{1F467} Family Trust')).toBe(
      '\u{1F468}\u200D\u{1F469}\u200D\u{1F467} Family Trust',
    );
    expect(named('\u200DAcme \u200C')).toBe('Acme');
  });

  it('keeps no invisible character in a username, so none looks like another', () => {
    const form = { password: 'secret123', confirmPassword: 'secret123' };
    for (const typed of ['adminuser\u200F', '\u00ADadminuser', 'admin\u200Duser', 'admin\u202Euser'])
      expect(registerFormSchema.parse({ ...form, username: typed }).username).toBe('adminuser');
  });

  it('keeps a name without its invisible characters', () => {
    expect(createCompanySchema.parse({ type: 'company', name: ' Ac\u200Bme\u0000 ' }).name).toBe('Acme');
    const form = { password: 'secret123', confirmPassword: 'secret123' };
    expect(registerFormSchema.parse({ ...form, username: 'ad\u200Bm' }).username).toBe('adm');
    expect(registerFormSchema.safeParse({ ...form, username: '\u200Ba\u200Bb' }).success).toBe(false);
  });

  it('keeps a name on one line: a line break or tab, with the spaces around it, is one space', () => {
    const named = (name: string) => createCompanySchema.parse({ type: 'company', name }).name;
    expect(named('Acme\nHoldings')).toBe('Acme Holdings');
    expect(named('Acme \r\n\t Holdings\t(Pty)  Ltd\n')).toBe('Acme Holdings (Pty)  Ltd');
    expect(createCompanySchema.safeParse({ type: 'company', name: '\n\t\n' }).success).toBe(false);
    const form = { password: 'secret123', confirmPassword: 'secret123' };
    expect(registerFormSchema.parse({ ...form, username: 'nl\nuser' }).username).toBe('nl user');
  });

  it.each(['0x10', '0b11', '1e2', '1,,,0', '25%', '1 000', '5,5,5', '100,01'])(
    'refuses the percentage %j',
    (ownershipPercentage) => {
      expect(ownershipPercentageSchema.safeParse(ownershipPercentage).success).toBe(false);
    },
  );

  it.each([
    ['5,5', 5.5],
    ['50,25', 50.25],
    [' 33,333 ', 33.333],
    ['4,9999', 4.9999],
  ])('reads the percentage %j, typed with a decimal comma, as %d', (value, number) => {
    expect(ownershipPercentageSchema.parse(value)).toBe(number);
  });

  it.each([
    ['1,250,000.50', 1250000.5],
    ['1 250 000', 1250000],
    ['1 250 000,50', 1250000.5],
    ['1\u00a0250\u00a0000,50', 1250000.5],
    ['1\u202f250,5', 1250.5],
    ['1250000,50', 1250000.5],
    ['1,250', 1250],
    ['999.99', 999.99],
  ])('reads the asset value %j as %d', (value, number) => {
    expect(assetValueSchema.parse(value)).toBe(number);
  });

  it.each(['1,,,0', '1,25,000', '0x10', '1e6', '1,250 000', '1 250,000.5', '1 25 000', ',5'])(
    'refuses the asset value %j',
    (value) => {
      expect(assetValueSchema.safeParse(value).success).toBe(false);
    },
  );
});
