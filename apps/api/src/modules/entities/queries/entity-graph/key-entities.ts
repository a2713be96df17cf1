import type { EntityView } from '@ledgerline/contracts';
import { type GraphNodeDocument, keyCounts } from '../../projections/entity-graph.read-model';

export interface KeyEntity extends EntityView {
  connectionCount: number;
  holdingsCount: number;
  reason: string;
}

export interface KeyScore {
  node: GraphNodeDocument;
  connectionCount: number;
  holdingsCount: number;
}

/** docs/decisions/0007-key-entities.md: most connected first, then the largest holder, then name (natural). */
export const compareKeyScores = (a: KeyScore, b: KeyScore): number =>
  b.connectionCount - a.connectionCount ||
  b.holdingsCount - a.holdingsCount ||
  (a.node.nameKey < b.node.nameKey
    ? -1
    : a.node.nameKey > b.node.nameKey
      ? 1
      : a.node.entityId - b.node.entityId);

/**
 * Reads candidates in `keyRank` order (counts that include links ended since) and keeps the best `limit` by the
 * counts as of `today`. Ended links only lower a count, so once a candidate's upper bound ranks below the
 * `limit`-th best score, no later candidate can enter: a bounded read, exact.
 */
export async function rankKeyEntities(
  candidates: (offset: number) => Promise<GraphNodeDocument[]>,
  today: string,
  limit = 5,
): Promise<KeyScore[]> {
  const best: KeyScore[] = [];
  for (let offset = 0; ;) {
    const page = await candidates(offset);
    for (const node of page) {
      const bound = { node, ...keyCounts(node) };
      if (best.length === limit && compareKeyScores(bound, best[limit - 1]) > 0) return best;
      best.push({ node, ...keyCounts(node, today) });
      best.sort(compareKeyScores);
      best.length = Math.min(best.length, limit);
    }
    if (page.length === 0) return best;
    offset += page.length;
  }
}

export const keyReason = ({ connectionCount, holdingsCount }: Omit<KeyScore, 'node'>): string =>
  holdingsCount > 0
    ? `Holds interests in ${holdingsCount} entit${holdingsCount === 1 ? 'y' : 'ies'}`
    : `${connectionCount} connection${connectionCount === 1 ? '' : 's'}`;
