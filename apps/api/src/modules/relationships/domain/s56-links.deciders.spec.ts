import { entityRegistered, given, refusalOf } from '../../../testing/given-events';
import { fields, register, TODAY } from './relationship-fixtures';
import { decideAddRelationship } from './relationship.deciders';

/** Nominee and s56(2) links (docs/decisions/0078): what the register accepts. */
describe('AddRelationship decider: nominee and deeming links', () => {
  const withSpouse = [...register, entityRegistered(4, 'individual', 'Sipho Nkosi')];

  it("keeps a nominee link's percentage: the part of the nominee's holdings held for the nominator", () => {
    const nominee = fields({
      sourceEntityId: 1,
      targetEntityId: 2,
      type: 'nominee_for',
      ownershipPercentage: 40,
    });
    const [event] = decideAddRelationship(
      { relationshipId: 10, today: TODAY, fields: nominee },
      given(...register),
    );
    expect(event.data).toMatchObject({ relationshipType: 'nominee_for', ownershipPercentage: 40 });
  });

  it('emits a spouse link between two individuals', () => {
    const spouse = fields({ sourceEntityId: 2, targetEntityId: 4, type: 'spouse_in_community_of_property' });
    const [event] = decideAddRelationship(
      { relationshipId: 10, today: TODAY, fields: spouse },
      given(...withSpouse),
    );
    expect(event.data).toMatchObject({ relationshipType: 'spouse_in_community_of_property' });
  });

  it('refuses a minor child link to a company, naming the end that is not an individual', () => {
    const child = fields({ sourceEntityId: 2, targetEntityId: 1, type: 'minor_child' });
    const refusal = refusalOf(() =>
      decideAddRelationship({ relationshipId: 10, today: TODAY, fields: child }, given(...register)),
    );
    expect(refusal).toMatchObject({
      kind: 'invalid',
      code: 'RELATIONSHIP.INDIVIDUALS_ONLY',
      errors: [{ field: 'targetEntityId' }],
    });
  });
});
