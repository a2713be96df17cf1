import { hasPercentPrecision, percentText, percentUnits, roundPercent } from './percentage';

describe('ownership percentages to four decimals', () => {
  it('shows every stored decimal, trims trailing zeros, and never rounds a share below 5 up to 5.00', () => {
    expect(percentText(4.999)).toBe('4.999%');
    expect(percentText(4.9999)).toBe('4.9999%');
    expect(percentText(4.995)).toBe('4.995%');
    expect(percentText(25)).toBe('25%');
    expect(percentText(33.3333)).toBe('33.3333%');
    expect(percentText((4.999 / 100) * 100)).toBe('4.999%');
  });

  it('knows a typed figure of at most four decimals, and sums exactly at that precision', () => {
    expect([4.9999, 0.0001, 100, 12.5, 99.9999].every(hasPercentPrecision)).toBe(true);
    expect([4.99995, 0.00001, 33.333333].some(hasPercentPrecision)).toBe(false);
    expect(percentUnits(4.9999)).toBe(49999);
    expect(roundPercent(33.3334 + 33.3333 + 33.3333)).toBe(100);
  });
});
