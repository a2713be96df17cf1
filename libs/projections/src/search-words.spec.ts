import { naturalSortKey, searchWords } from './search-words';

describe('searchWords', () => {
  it('splits on anything but letters and digits, lower-cased and without accents', () => {
    expect(searchWords('Zoë  Ndlovu-Smith, 2015/123456/07 ops@acme.co.za')).toEqual([
      'zoe',
      'ndlovu',
      'smith',
      '2015',
      '123456',
      '07',
      'ops',
      'acme',
      'co',
      'za',
    ]);
    expect(searchWords(' ?! ')).toEqual([]);
  });
});

describe('naturalSortKey', () => {
  const sorted = (names: string[]) =>
    [...names].sort((a, b) => (naturalSortKey(a) < naturalSortKey(b) ? -1 : 1));

  it('orders numbers by value, ignoring case, accents and leading zeros', () => {
    expect(
      sorted(['Company 11', 'company 2', 'Company 1', 'Company 007', 'Émile', 'Edgar', 'Company 100']),
    ).toEqual(['Company 1', 'company 2', 'Company 007', 'Company 11', 'Company 100', 'Edgar', 'Émile']);
  });

  it('puts digits before letters, as people read lists', () => {
    expect(sorted(['Beta', '3 Rivers Trust', 'alpha'])).toEqual(['3 Rivers Trust', 'alpha', 'Beta']);
  });
});
