import { individualDetailsRequestSchema, saIdProblem } from './individual.schema';

describe('South African ID numbers', () => {
  it('accepts 13 digits starting with a real birth date and ending in the Luhn check digit', () => {
    expect(saIdProblem('8001015009087')).toBeNull();
    expect(saIdProblem('8001015009087', '1980-01-01')).toBeNull();
  });

  it('refuses a wrong length, a wrong check digit and an impossible birth date, saying which', () => {
    expect(saIdProblem('123')).toBe('SA ID number must be 13 digits');
    expect(saIdProblem('80010150090 8')).toBe('SA ID number must be 13 digits');
    expect(saIdProblem('8001015009088')).toBe('SA ID number is not valid: its check digit does not match');
    expect(saIdProblem('8002305009084')).toBe('SA ID number must start with a real date of birth (YYMMDD)');
    // 29 February 2001 never was; 1901 was no leap year either.
    expect(saIdProblem('0102295009082')).toBe('SA ID number must start with a real date of birth (YYMMDD)');
  });

  it('refuses an ID whose birth date disagrees with the date of birth sent with it', () => {
    expect(saIdProblem('8001015009087', '1981-01-01')).toBe(
      'SA ID number gives a date of birth of 1980-01-01 or 2080-01-01, not 1981-01-01',
    );
  });

  it('checks only numbers sent as SA IDs, naming idNumber', () => {
    const refused = individualDetailsRequestSchema.safeParse({ idType: 'sa_id', idNumber: '8001015009088' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['idNumber', 'SA ID number is not valid: its check digit does not match'],
    ]);
    expect(
      individualDetailsRequestSchema.safeParse({ idType: 'passport', idNumber: 'A1234567' }).success,
    ).toBe(true);
  });
});
