import { given, refusalOf, relationshipAdded } from '../../../testing/given-events';
import { fields, register, TODAY } from './relationship-fixtures';
import { decideAddRelationship } from './relationship.deciders';

/** One type between the same source and target at a time (RELATIONSHIP.TYPE_USED), per period. */
describe('AddRelationship decider: a type already used', () => {
  it('refuses the same type twice between the same source and target as a conflict', () => {
    const state = given(...register, relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 1 }));
    expect(
      refusalOf(() => decideAddRelationship({ relationshipId: 11, today: TODAY, fields: fields() }, state)),
    ).toMatchObject({
      kind: 'conflict',
      code: 'RELATIONSHIP.TYPE_USED',
      message: 'A shareholder relationship already exists between these entities for that period',
    });
  });

  it('takes the same type again for a period after the last one ended (a trustee appointed again)', () => {
    const trustee = { type: 'trustee' as const, ownershipPercentage: null };
    const state = given(
      ...register,
      relationshipAdded(10, {
        sourceEntityId: 2,
        targetEntityId: 1,
        relationshipType: 'trustee',
        startDate: '2020-01-01',
        endDate: '2026-11-28',
      }),
    );
    const again = (startDate: string) =>
      decideAddRelationship(
        { relationshipId: 11, today: TODAY, fields: fields({ ...trustee, startDate }) },
        state,
      );
    expect(again('2026-12-01')).toHaveLength(1);
    expect(refusalOf(() => again('2026-11-28'))).toMatchObject({ code: 'RELATIONSHIP.TYPE_USED' });
  });

  it('names a type that starts with a vowel with "An" in the conflict', () => {
    const employee = { type: 'employee' as const, ownershipPercentage: null };
    const state = given(
      ...register,
      relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 1, relationshipType: 'employee' }),
    );
    expect(
      refusalOf(() =>
        decideAddRelationship({ relationshipId: 11, today: TODAY, fields: fields(employee) }, state),
      ),
    ).toMatchObject({
      message: 'An employee relationship already exists between these entities for that period',
    });
  });

  it('accepts the same type in the other direction and another type between the same pair', () => {
    const state = given(...register, relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 1 }));
    const reversed = fields({ sourceEntityId: 1, targetEntityId: 2 });
    expect(decideAddRelationship({ relationshipId: 11, today: TODAY, fields: reversed }, state)).toHaveLength(
      1,
    );
    expect(
      decideAddRelationship(
        { relationshipId: 11, today: TODAY, fields: fields({ type: 'director' }) },
        state,
      ),
    ).toHaveLength(1);
  });
});
