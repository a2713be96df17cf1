import {
  accountClosed,
  accountOpened,
  entityRegistered,
  given,
  relationshipAdded,
  relationshipRemoved,
  relationshipUpdated,
} from '../../../testing/given-events';
import { type AccountRegisterState, linksAt } from './account-register.state';

/** The index as a scan of every live link would build it: what `evolve` must keep. */
const scanned = (state: AccountRegisterState) => {
  const byEntity = new Map<number, number[]>();
  for (const [id, link] of state.relationships)
    for (const end of new Set([link.sourceEntityId, link.targetEntityId]))
      byEntity.set(end, [...(byEntity.get(end) ?? []), id]);
  return [...byEntity].sort(([a], [b]) => a - b);
};
const kept = (state: AccountRegisterState) =>
  [...state.relationshipIdsByEntity].map(([entityId, ids]) => [entityId, [...ids]]);

describe('the register keeps the links of each entity (relationshipIdsByEntity)', () => {
  const register = [
    accountOpened('enterprise'),
    entityRegistered(1, 'company', 'Protea Holdings'),
    entityRegistered(2, 'individual', 'Thandi Nkosi'),
    entityRegistered(3, 'trust', 'Nkosi Family Trust'),
    relationshipAdded(5, { sourceEntityId: 2, targetEntityId: 1, ownershipPercentage: 40 }),
    relationshipAdded(6, { sourceEntityId: 3, targetEntityId: 1, ownershipPercentage: 20 }),
    relationshipAdded(7, { sourceEntityId: 2, targetEntityId: 3, relationshipType: 'founder' }),
  ];

  it('files a link under both its ends, in id order', () => {
    const state = given(...register);
    expect(kept(state)).toEqual([
      [1, [5, 6]],
      [2, [5, 7]],
      [3, [6, 7]],
    ]);
    expect(kept(state)).toEqual(scanned(state));
    expect(linksAt(state, 3).map(([id, link]) => [id, link.targetEntityId])).toEqual([
      [6, 1],
      [7, 3],
    ]);
  });

  it('moves a link whose end changes and forgets a removed one, leaving no empty entry', () => {
    const state = given(
      ...register,
      relationshipUpdated(6, { sourceEntityId: { from: 3, to: 2 } }),
      relationshipRemoved(7),
      relationshipUpdated(5, { ownershipPercentage: { from: 40, to: 45 } }),
    );
    expect(kept(state)).toEqual([
      [1, [5, 6]],
      [2, [5, 6]],
    ]);
    expect(kept(state)).toEqual(scanned(state));
    expect(linksAt(state, 3)).toEqual([]);
  });

  it('starts empty again when the account closes', () => {
    expect(given(...register, accountClosed()).relationshipIdsByEntity.size).toBe(0);
  });
});
