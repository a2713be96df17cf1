import { filingTypeShortName } from './filing.schema';

/** Calendar chips name the filing's kind in a word or two (docs/decisions/0077). */
describe('filingTypeShortName', () => {
  it.each([
    ['annual_return', 'Annual return'],
    ['beneficial_ownership_filing', 'BO filing'],
    ['tax_filing', 'Tax'],
    ['financial_statement', 'AFS'],
    ['change_of_directors', 'Directors'],
    ['trust_tax_return', 'ITR12T'],
    ['trust_bo_register', 'BO register'],
    ['trust_it3t', 'IT3(t)'],
    ['trustee_update', 'Trustees'],
  ])('%s reads %s', (type, short) => {
    expect(filingTypeShortName(type)).toBe(short);
  });

  it('falls back to the full name for a kind it does not shorten', () => {
    expect(filingTypeShortName('vat_return')).toBe('Vat return');
  });
});
