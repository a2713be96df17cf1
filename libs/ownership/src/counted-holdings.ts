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

/** Whether `start` holds, through a chain of holdings, something that holds it back (an ownership loop). */
function onLoop(start: number, holdingsOf: Map<number, number[]>): boolean {
  const seen = new Set<number>();
  const queue = [start];
  for (let k = 0; k < queue.length; k++) {
    for (const held of holdingsOf.get(queue[k]) ?? []) {
      if (held === start) return true;
      if (!seen.has(held)) {
        seen.add(held);
        queue.push(held);
      }
    }
  }
  return false;
}

/**
 * The holdings the figures count (docs/decisions/0024): links of one holder to one held entity describe the
 * same interest in different words (shareholder 60% and parent 60%), so the pair counts once, at its largest
 * percentage. An entity whose holders add up to more than 100% (an over-allocation recorded with a reason) keeps
 * each stated share, and the control a majority gives (docs/decisions/0072); only when it is on an ownership loop
 * are its holders scaled down pro rata to 100%, since the loop's figures `(I - A)^-1` need every column to sum to
 * at most 1. Grouped by held entity, each group's holders in the order they first appear.
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
  let holdingsOf: Map<number, number[]> | undefined;
  for (const [held, { holdings: group }] of byHeld) {
    const total = group.reduce((sum, holding) => sum + holding.fraction, 0);
    if (total > 1) {
      // Over-allocations are rare: the holder -> held map is built only when one is found.
      holdingsOf ??= holdingsByHolder(byHeld);
      if (onLoop(held, holdingsOf)) for (const holding of group) holding.fraction /= total;
    }
    counted.push(...group);
  }
  return counted;
}

function holdingsByHolder(byHeld: Map<number, HolderGroup>): Map<number, number[]> {
  const holdingsOf = new Map<number, number[]>();
  for (const [held, { holdings }] of byHeld)
    for (const { holder } of holdings) {
      const list = holdingsOf.get(holder);
      if (list) list.push(held);
      else holdingsOf.set(holder, [held]);
    }
  return holdingsOf;
}
