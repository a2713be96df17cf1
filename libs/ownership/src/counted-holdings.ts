/** One recorded share: `holder` holds `fraction` of `held` (entity ids or dense indexes). */
export interface RecordedHolding {
  holder: number;
  held: number;
  fraction: number;
}

/**
 * The holdings the figures count (docs/decisions/0024): links of one holder to one held entity describe the
 * same interest in different words (shareholder 60% and parent 60%), so the pair counts once, at its largest
 * percentage; and when an entity's holders still add up to more than 100% (an over-allocation recorded with a
 * reason), each is scaled down pro rata so they add up to 100%. Order of first appearance is kept.
 */
export function countedHoldings(holdings: readonly RecordedHolding[]): RecordedHolding[] {
  const byPair = new Map<string, RecordedHolding>();
  for (const { holder, held, fraction } of holdings) {
    const key = `${holder}:${held}`;
    const known = byPair.get(key);
    if (!known) byPair.set(key, { holder, held, fraction });
    else known.fraction = Math.max(known.fraction, fraction);
  }
  const counted = [...byPair.values()];
  const totals = new Map<number, number>();
  for (const { held, fraction } of counted) totals.set(held, (totals.get(held) ?? 0) + fraction);
  for (const holding of counted) {
    const total = totals.get(holding.held) as number;
    if (total > 1) holding.fraction /= total;
  }
  return counted;
}
