import { LINKS_LEADING_BOTH_WAYS } from '@ledgerline/ownership';
import type { AccountRegisterState, RelationshipFields } from '../../accounts/domain/account-register.state';

type Holdings = ReadonlyMap<number, readonly number[]>;

const holdingsCache = new WeakMap<ReadonlyMap<number, RelationshipFields>, Holdings>();

/**
 * Per entity, the entities it holds, controls or has a trust role in. Every type counts (control may come
 * from a flag on any link) and `subsidiary` counts both ways (its target holds its source), as do nominee and
 * s56(2) links (docs/decisions/0078): a superset of
 * what beneficial ownership follows, which is safe for choosing what to re-plan. One pass per link map.
 */
function holdingsOf(relationships: ReadonlyMap<number, RelationshipFields>): Holdings {
  const cached = holdingsCache.get(relationships);
  if (cached) return cached;
  const held = new Map<number, number[]>();
  const add = (from: number, to: number) => {
    const list = held.get(from);
    if (list) list.push(to);
    else held.set(from, [to]);
  };
  for (const link of relationships.values()) {
    add(link.sourceEntityId, link.targetEntityId);
    if (LINKS_LEADING_BOTH_WAYS.includes(link.relationshipType))
      add(link.targetEntityId, link.sourceEntityId);
  }
  holdingsCache.set(relationships, held);
  return held;
}

/** The given entities and every entity below them: whose beneficial owners a change at them may move. */
export function downstreamOf(state: AccountRegisterState, entityIds: Iterable<number>): Set<number> {
  const held = holdingsOf(state.relationships);
  const reached = new Set<number>();
  const queue = [...entityIds];
  while (queue.length > 0) {
    const id = queue.pop() as number;
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(held.get(id) ?? []));
  }
  return reached;
}

/**
 * After an undated link change whose projection is done: its ends (their own plans may follow the link, as a
 * trust's vesting does) and, of the entities below them, those whose beneficial-owner set the write changed.
 * The others' owners today are as they were, and an undated link counts from today: their plans stay as they
 * were (docs/decisions/0085). With no record of the write (`null`), everything below, as before.
 */
export function scopeAfterLinkChange(
  state: AccountRegisterState,
  endIds: readonly number[],
  ownerSetChanged: readonly number[] | null,
): Set<number> {
  const below = downstreamOf(state, endIds);
  if (ownerSetChanged === null) return below;
  return new Set([...endIds, ...ownerSetChanged.filter((id) => below.has(id))]);
}
