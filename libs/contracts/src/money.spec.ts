import { decimalText } from './common.schema';
import { amountInputText, formatMoney } from './money';

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

describe('amounts in an edit form', () => {
  it('are grouped as typed and read back to the same number', () => {
    expect(amountInputText(12500000.5)).toBe('12 500 000,50');
    expect(amountInputText(12500000.5, 'USD')).toBe('12 500 000.50');
    expect(amountInputText(950)).toBe('950');
    for (const value of [0, 0.05, 999.99, 1000, 12500000.5, 99999999999999.98])
      for (const currency of ['ZAR', 'USD'] as const)
        expect(decimalText(amountInputText(value, currency), { grouped: true })).toBe(value);
  });
});
