/** A counted holding by dense index; `via` is the holder of record when held through a nominee. */
export interface AttributedHolding {
  holder: number;
  held: number;
  fraction: number;
  via?: number;
}

/** A `nominee_for` link by dense index; `part` null means all the nominee holds. */
export interface NomineeLink {
  nominee: number;
  nominator: number;
  part: number | null;
}

/** A nominee whose nominators are nominees again is followed this far; a loop of nominees stops there. */
const MAX_NOMINEE_CHAIN = 8;

/**
 * Each nominator's part of a nominee's holdings: a stated part as given, an unstated one all of it; parts adding
 * up past the whole are scaled down to it. What is left stays with the nominee in its own right.
 */
function partsByNominee(links: readonly NomineeLink[]): Map<number, { nominator: number; part: number }[]> {
  const parts = new Map<number, { nominator: number; part: number }[]>();
  for (const { nominee, nominator, part } of links) {
    if (nominee === nominator) continue;
    const list = parts.get(nominee) ?? [];
    list.push({ nominator, part: part ?? 1 });
    parts.set(nominee, list);
  }
  for (const list of parts.values()) {
    const total = list.reduce((sum, { part }) => sum + part, 0);
    if (total > 1) for (const entry of list) entry.part /= total;
  }
  return parts;
}

/**
 * Companies Act s56(1): securities may be held by one person for the beneficial interest of another. The
 * nominator's interest is the nominee's: each holding of a nominee passes to its nominators (docs/decisions/0078),
 * remembering the holder of record so the paths can name it; the nominee's own shareholders get none of it.
 */
export function attributeToNominators(
  holdings: readonly AttributedHolding[],
  links: readonly NomineeLink[],
): AttributedHolding[] {
  if (links.length === 0) return holdings as AttributedHolding[];
  const parts = partsByNominee(links);
  const attributed: AttributedHolding[] = [];
  const attribute = (holding: AttributedHolding, depth: number) => {
    // A company's own shares held for it by a nominee make no holder of it.
    if (holding.holder === holding.held) return;
    const nominators = parts.get(holding.holder);
    if (!nominators || depth >= MAX_NOMINEE_CHAIN) {
      attributed.push(holding);
      return;
    }
    const via = holding.via ?? holding.holder;
    let kept = holding.fraction;
    for (const { nominator, part } of nominators) {
      attribute({ holder: nominator, held: holding.held, fraction: holding.fraction * part, via }, depth + 1);
      kept -= holding.fraction * part;
    }
    if (kept > 1e-12) attributed.push({ ...holding, fraction: kept });
  };
  for (const holding of holdings) attribute(holding, 0);
  return attributed;
}
