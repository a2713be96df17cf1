import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows rand by default the South African way: R, spaces between thousands, a decimal comma', () => {
    expect(formatMoney(1_234_567)).toBe('R 1 234 567,00');
    expect(formatMoney('48500000')).toBe('R 48 500 000,00');
    expect(formatMoney(9_850_000.5)).toBe('R 9 850 000,50');
  });

  it("follows the account's currency, each in its own country's style", () => {
    expect(formatMoney(1_234_567, 'USD')).toBe('$1,234,567.00');
    expect(formatMoney(1_234_567, 'EUR')).toBe('1.234.567,00 €');
    expect(formatMoney(1_234_567, 'GBP')).toBe('£1,234,567.00');
  });

  it('answers null for no amount or not a number', () => {
    expect(formatMoney(null)).toBeNull();
    expect(formatMoney('')).toBeNull();
    expect(formatMoney('twelve')).toBeNull();
  });
});
