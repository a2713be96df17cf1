import {
  ACCOUNT_ID,
  given,
  refusalOf,
  relationshipAdded,
  relationshipRemoved,
} from '../../../testing/given-events';
import { register } from './relationship-fixtures';
import { decideRemoveRelationship } from './relationship.deciders';

describe('RemoveRelationship decider', () => {
  const state = given(...register, relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 1 }));

  it('emits RelationshipRemoved as deleted', () => {
    expect(decideRemoveRelationship({ relationshipId: 10 }, state)).toEqual([
      {
        type: 'RelationshipRemoved',
        data: { relationshipId: 10, accountId: ACCOUNT_ID, reason: 'deleted' },
      },
    ]);
  });

  it('refuses a relationship it does not know', () => {
    expect(refusalOf(() => decideRemoveRelationship({ relationshipId: 99 }, state))).toMatchObject({
      kind: 'not_found',
      message: "Relationship not found or you don't have access to it",
    });
  });

  it('refuses a relationship that was already removed', () => {
    const removed = given(
      ...register,
      relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 1 }),
      relationshipRemoved(10),
    );
    expect(refusalOf(() => decideRemoveRelationship({ relationshipId: 10 }, removed))).toMatchObject({
      kind: 'not_found',
    });
  });
});
