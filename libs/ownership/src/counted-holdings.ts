/** One recorded share: `holder` holds `fraction` of `held` (entity ids or dense indexes). */
export interface RecordedHolding {
  holder: number;
  held: number;
  fraction: number;
}

interface HolderGroup {
  holdings: RecordedHolding[];
  byHolder?: Map<number, RecordedHolding>;
}

/** Most entities have a handful of holders, where a scan is cheaper than a map; a widely held one gets a map. */
function findHolder(group: HolderGroup, holder: number): RecordedHolding | undefined {
  if (group.holdings.length < 16) return group.holdings.find((holding) => holding.holder === holder);
  group.byHolder ??= new Map(group.holdings.map((holding) => [holding.holder, holding]));
  return group.byHolder.get(holder);
}

/**
 * The holdings the figures count (docs/decisions/0024): links of one holder to one held entity describe the
 * same interest in different words (shareholder 60% and parent 60%), so the pair counts once, at its largest
 * percentage; and when an entity's holders still add up to more than 100% (an over-allocation recorded with a
 * reason), each is scaled down pro rata so they add up to 100%. Grouped by held entity, each group's holders in
 * the order they first appear.
 */
export function countedHoldings(holdings: readonly RecordedHolding[]): RecordedHolding[] {
  const byHeld = new Map<number, HolderGroup>();
  for (const { holder, held, fraction } of holdings) {
    let group = byHeld.get(held);
    if (!group) byHeld.set(held, (group = { holdings: [] }));
    const known = findHolder(group, holder);
    if (known) known.fraction = Math.max(known.fraction, fraction);
    else {
      const holding = { holder, held, fraction };
      group.holdings.push(holding);
      group.byHolder?.set(holder, holding);
    }
  }
  const counted: RecordedHolding[] = [];
  for (const { holdings: group } of byHeld.values()) {
    const total = group.reduce((sum, holding) => sum + holding.fraction, 0);
    for (const holding of group) {
      if (total > 1) holding.fraction /= total;
      counted.push(holding);
    }
  }
  return counted;
}
