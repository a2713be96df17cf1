import {
  createAssetSchema,
  createCompanySchema,
  createRelationshipSchema,
  createTrustSchema,
  groupFieldsSchema,
  registerFormSchema,
  sentFields,
  updateRelationshipSchema,
} from './index';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('shared request schemas', () => {
  it('says a choice is required when it is missing, and what it may be when it is wrong', () => {
    const link = { sourceEntityId: 1, targetEntityId: 2 };
    expect(messages(createRelationshipSchema.safeParse(link))).toEqual([
      'type: Relationship type is required',
    ]);
    expect(messages(createRelationshipSchema.safeParse({ ...link, type: 'SHAREHOLDER' }))).toEqual([
      expect.stringMatching(/^type: Relationship type must be one of shareholder, /),
    ]);
    const trust = { type: 'trust', name: 'Nkosi Trust' };
    expect(messages(createTrustSchema.safeParse(trust))).toContain('trustType: Trust type is required');
    expect(messages(createTrustSchema.safeParse({ ...trust, trustType: 'Family' }))).toContainEqual(
      expect.stringMatching(/^trustType: Trust type must be one of /),
    );
  });

  it('stores empty strings as null and defaults status', () => {
    expect(
      createCompanySchema.parse({ type: 'company', name: ' Acme ', email: '', notes: '  ' }),
    ).toMatchObject({
      name: 'Acme',
      email: null,
      notes: null,
      status: 'active',
    });
  });

  it('shows the confirmation mismatch on the confirmation field', () => {
    const result = registerFormSchema.safeParse({
      username: 'abc',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(messages(result)).toEqual(["confirmPassword: Passwords don't match"]);
  });

  it('accepts the ownership percentage as a string and keeps it as given, to four decimals', () => {
    const parse = (ownershipPercentage: unknown) =>
      createRelationshipSchema.parse({
        sourceEntityId: '1',
        targetEntityId: 2,
        type: 'shareholder',
        ownershipPercentage,
      }).ownershipPercentage;
    expect(parse('25.555')).toBe(25.555);
    expect(parse('4.9999')).toBe(4.9999);
    expect(parse(4.9999)).toBe(4.9999);
    expect(parse('4,995')).toBe(4.995);
    expect(parse('5.00000')).toBe(5);
    expect(parse('0.0001')).toBe(0.0001);
    expect(
      createRelationshipSchema.parse({ sourceEntityId: 1, targetEntityId: 2, type: 'shareholder' }).isActive,
    ).toBe(true);
  });

  it.each([
    [{ ownershipPercentage: -1 }, 'ownershipPercentage: Percentage cannot be negative'],
    [{ ownershipPercentage: '101' }, 'ownershipPercentage: Percentage cannot exceed 100'],
    [{ ownershipPercentage: '4.99995' }, 'ownershipPercentage: Percentage can have at most 4 decimal places'],
    [{ ownershipPercentage: 4.99995 }, 'ownershipPercentage: Percentage can have at most 4 decimal places'],
    [{ ownershipPercentage: 0.00001 }, 'ownershipPercentage: Percentage can have at most 4 decimal places'],
    [{ targetEntityId: 1 }, 'targetEntityId: Source and target entities must be different'],
    [{ sourceEntityId: undefined }, 'sourceEntityId: Source entity must be selected'],
    [
      { changeReason: 'x'.repeat(1001) },
      'changeReason: Reason for the change must be at most 1000 characters',
    ],
    [{ evidenceDocumentId: 'abc' }, 'evidenceDocumentId: Evidence document must be a document id'],
  ])('refuses relationship %j', (override, message) => {
    const base = { sourceEntityId: 1, targetEntityId: 2, type: 'shareholder' };
    expect(messages(createRelationshipSchema.safeParse({ ...base, ...override }))).toContain(message);
  });

  it('keeps only the sent keys of a PATCH', () => {
    const body = { notes: '' };
    expect(sentFields(updateRelationshipSchema.parse(body), body)).toEqual({ notes: null });
  });

  it.each([
    ['IT123456', true],
    ['MT000416/2018(N)', true],
    ['IT12345', false],
    ['XY123456', false],
  ])('checks the trust number %s', (registrationNumber, ok) => {
    const result = createTrustSchema.safeParse({
      type: 'trust',
      name: 'Family Trust',
      trustType: 'family',
      registrationNumber,
    });
    expect(result.success).toBe(ok);
  });

  it('requires a trust type and names the trust in its message', () => {
    expect(messages(createTrustSchema.safeParse({ type: 'trust', name: 'X' }))).toEqual([
      'name: Trust name must be at least 2 characters',
      'trustType: Trust type is required',
    ]);
  });

  it('refuses a negative asset value and a missing owner', () => {
    expect(messages(createAssetSchema.safeParse({ name: 'Farm', value: '-5' }))).toEqual([
      'value: Value cannot be negative',
      'ownerEntityId: An owner must be selected',
    ]);
  });

  it('names a short group name', () => {
    expect(messages(groupFieldsSchema.safeParse({ name: 'A' }))).toEqual([
      'name: Group name must be at least 2 characters',
    ]);
  });
});
