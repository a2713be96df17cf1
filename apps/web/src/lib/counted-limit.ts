import type { EntityLimitView } from '@ledgerline/contracts';

/**
 * Assets and relationships use the plan's entityLimit but count their own records (spec 000 section 5), so
 * the limit view is rebuilt around that count for the shared limit button and texts.
 */
export function countedLimit(
  limit: EntityLimitView | undefined,
  used: number | undefined,
): EntityLimitView | undefined {
  if (!limit || used === undefined) return undefined;
  return {
    entityLimit: limit.entityLimit,
    totalEntities: used,
    remainingEntities: Math.max(0, limit.entityLimit - used),
    hasReachedEntityLimit: used >= limit.entityLimit,
  };
}
