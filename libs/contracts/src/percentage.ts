/**
 * Ownership percentages are kept to four decimals, as typed (docs/decisions/0072): 4.9999% stays below a 5%
 * threshold. Stored values are JSON numbers; sums are exact in whole units of 0.0001%.
 */
export const PERCENT_DECIMALS = 4;
const UNITS_PER_PERCENT = 10 ** PERCENT_DECIMALS;

/** A percentage in whole units of 0.0001%. */
export const percentUnits = (percentage: number): number => Math.round(percentage * UNITS_PER_PERCENT);

/** A computed figure (a sum, a range's middle) at the stored precision. */
export const roundPercent = (percentage: number): number => percentUnits(percentage) / UNITS_PER_PERCENT;

/**
 * Whether a number has at most four decimals. Exact for typed values: the nearest double to k/10^4 divides back
 * to itself, while 4.99995 does not.
 */
export const hasPercentPrecision = (percentage: number): boolean => roundPercent(percentage) === percentage;

export const PERCENT_PRECISION_MESSAGE = `Percentage can have at most ${PERCENT_DECIMALS} decimal places`;

/** As shown: every stored decimal, trailing zeros trimmed (`4.999%`, `25%`, `33.3333%`), never rounded up. */
export const percentText = (percentage: number): string => `${roundPercent(percentage)}%`;
