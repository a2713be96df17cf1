/**
 * Lower-case words without accents, split on anything that is not a letter or a digit: the words FTS5's
 * `unicode61 remove_diacritics 2` tokenizer makes, so every adapter searches the same way.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A key that sorts names naturally ('Company 2' before 'Company 11'), ignoring case and accents: every
 * run of digits is written as its length (two digits) followed by the digits without leading zeros.
 */
export function naturalSortKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\d+/g, (digits) => {
      const significant = digits.replace(/^0+(?=\d)/, '');
      return `${String(significant.length).padStart(2, '0')}${significant}`;
    });
}
