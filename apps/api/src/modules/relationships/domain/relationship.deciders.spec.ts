import { type CreateRelationshipFields, RELATIONSHIP_TYPES } from '@ledgerline/contracts';
import { fields, register, TODAY } from './relationship-fixtures';
import {
  ACCOUNT_ID,
  given,
  refusalOf,
  relationshipAdded,
  relationshipRemoved,
  subscriptionChanged,
} from '../../../testing/given-events';
import { decideAddRelationship, decideUpdateRelationship } from './relationship.deciders';

const trustExtras = {
  ownershipCategory: 'trust_beneficiary',
  natureOfInterest: 'financial',
  trustBenefitType: 'discretionary',
  effectiveControl: true,
} as const;
const noTrustExtras = {
  ownershipCategory: null,
  natureOfInterest: null,
  trustBenefitType: null,
  effectiveControl: null,
};
const addedData = (relationshipId: number, relationship: CreateRelationshipFields) => {
  const { type, overAllocationReason: _reason, ...rest } = relationship;
  return { relationshipId, accountId: ACCOUNT_ID, relationshipType: type, ...rest };
};
/** Ten relationships between Thandi and Protea, each of a different type. */
const tenRelationships = RELATIONSHIP_TYPES.slice(0, 10).map((relationshipType, index) =>
  relationshipAdded(100 + index, { sourceEntityId: 2, targetEntityId: 1, relationshipType }),
);

describe('AddRelationship decider', () => {
  it('emits RelationshipAdded, effective from its start date', () => {
    const relationship = fields({ startDate: '2020-03-01', notes: 'Founding shareholder' });
    expect(
      decideAddRelationship({ relationshipId: 10, today: TODAY, fields: relationship }, given(...register)),
    ).toEqual([{ type: 'RelationshipAdded', data: addedData(10, relationship), effectiveAt: '2020-03-01' }]);
  });

  it('emits without an effective date when no start date is known', () => {
    const [event] = decideAddRelationship(
      { relationshipId: 10, today: TODAY, fields: fields() },
      given(...register),
    );
    expect(event).not.toHaveProperty('effectiveAt');
  });

  it('clears the trust extras of a role outside founder/trustee/beneficiary/controller', () => {
    const [event] = decideAddRelationship(
      { relationshipId: 10, today: TODAY, fields: fields({ ...trustExtras }) },
      given(...register),
    );
    expect(event.data).toMatchObject({ ...noTrustExtras, ownershipPercentage: 60 });
  });

  it('keeps the trust extras of a trustee but clears its trust benefit type', () => {
    const trustee = fields({ sourceEntityId: 2, targetEntityId: 3, type: 'trustee', ...trustExtras });
    const [event] = decideAddRelationship(
      { relationshipId: 10, today: TODAY, fields: trustee },
      given(...register),
    );
    expect(event.data).toMatchObject({ ...trustExtras, trustBenefitType: null, ownershipPercentage: null });
  });

  it('keeps every trust extra and the percentage of a beneficiary', () => {
    const beneficiary = fields({
      targetEntityId: 3,
      type: 'beneficiary',
      ownershipPercentage: 25,
      ...trustExtras,
    });
    const [event] = decideAddRelationship(
      { relationshipId: 10, today: TODAY, fields: beneficiary },
      given(...register),
    );
    expect(event.data).toMatchObject({ ...trustExtras, ownershipPercentage: 25 });
  });

  it('refuses a percentage on a type that holds no ownership, naming the field', () => {
    const director = fields({ type: 'director', ownershipPercentage: 25 });
    expect(
      refusalOf(() =>
        decideAddRelationship({ relationshipId: 10, today: TODAY, fields: director }, given(...register)),
      ),
    ).toMatchObject({
      kind: 'invalid',
      code: 'RELATIONSHIP.PERCENTAGE_NOT_HELD',
      errors: [{ field: 'ownershipPercentage', message: expect.stringContaining('not director') }],
    });
    const withoutShare = fields({ type: 'director', ownershipPercentage: null });
    const [event] = decideAddRelationship(
      { relationshipId: 10, today: TODAY, fields: withoutShare },
      given(...register),
    );
    expect(event.data).toMatchObject({ relationshipType: 'director', ownershipPercentage: null });
  });

  it('refuses an unknown source or target, naming the field', () => {
    const state = given(...register);
    expect(
      refusalOf(() =>
        decideAddRelationship(
          { relationshipId: 10, today: TODAY, fields: fields({ sourceEntityId: 9 }) },
          state,
        ),
      ),
    ).toMatchObject({
      kind: 'not_found',
      message: "Source entity not found or you don't have access to it",
      errors: [{ field: 'sourceEntityId' }],
    });
    expect(
      refusalOf(() =>
        decideAddRelationship(
          { relationshipId: 10, today: TODAY, fields: fields({ targetEntityId: 9 }) },
          state,
        ),
      ),
    ).toMatchObject({
      kind: 'not_found',
      message: "Target entity not found or you don't have access to it",
      errors: [{ field: 'targetEntityId' }],
    });
  });

  it('refuses a relationship of an entity with itself', () => {
    const self = fields({ sourceEntityId: 1, targetEntityId: 1 });
    expect(
      refusalOf(() =>
        decideAddRelationship({ relationshipId: 10, today: TODAY, fields: self }, given(...register)),
      ),
    ).toMatchObject({ kind: 'invalid', message: 'Source and target entities must be different' });
  });

  it('refuses the eleventh relationship on the free plan with the limit message', () => {
    const state = given(...register, ...tenRelationships);
    const eleventh = fields({ sourceEntityId: 1, targetEntityId: 2 });
    expect(
      refusalOf(() => decideAddRelationship({ relationshipId: 200, today: TODAY, fields: eleventh }, state)),
    ).toMatchObject({
      kind: 'forbidden',
      message: "You've reached your limit of 10 relationships. Upgrade your plan to add more.",
    });
  });

  it('accepts the eleventh relationship after an upgrade or a removal', () => {
    const eleventh = {
      relationshipId: 200,
      today: TODAY,
      fields: fields({ sourceEntityId: 1, targetEntityId: 2 }),
    };
    const upgraded = given(...register, ...tenRelationships, subscriptionChanged('basic'));
    const removed = given(...register, ...tenRelationships, relationshipRemoved(104));
    expect(decideAddRelationship(eleventh, upgraded)).toHaveLength(1);
    expect(decideAddRelationship(eleventh, removed)).toHaveLength(1);
  });

  it('does nothing when the relationship id was already used (a retried command)', () => {
    const state = given(...register, relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 1 }));
    const other = fields({ type: 'director' });
    expect(decideAddRelationship({ relationshipId: 10, today: TODAY, fields: other }, state)).toEqual([]);
  });
});

describe('UpdateRelationship decider', () => {
  const shareholder = relationshipAdded(10, {
    sourceEntityId: 2,
    targetEntityId: 1,
    ownershipPercentage: 60,
    startDate: '2020-03-01',
  });
  const beneficiary = relationshipAdded(11, {
    sourceEntityId: 2,
    targetEntityId: 3,
    relationshipType: 'beneficiary',
    ownershipPercentage: 30,
    ...trustExtras,
  });
  const director = relationshipAdded(12, {
    sourceEntityId: 2,
    targetEntityId: 1,
    relationshipType: 'director',
  });
  const state = given(...register, shareholder, beneficiary, director);

  it('emits only the changed fields', () => {
    const patch = { ownershipPercentage: 75, notes: 'Restated', isActive: true };
    expect(decideUpdateRelationship({ relationshipId: 10, today: TODAY, patch }, state)).toEqual([
      {
        type: 'RelationshipUpdated',
        data: {
          relationshipId: 10,
          accountId: ACCOUNT_ID,
          changes: { ownershipPercentage: { from: 60, to: 75 }, notes: { from: null, to: 'Restated' } },
          // The notes are sealed with the source's key (docs/decisions/0032).
          sourceEntityId: 2,
        },
      },
    ]);
  });

  it('clears the trust extras and the percentage when the type changes to director', () => {
    const [event] = decideUpdateRelationship(
      { relationshipId: 11, today: TODAY, patch: { type: 'director' } },
      state,
    );
    expect(event.data).toEqual({
      relationshipId: 11,
      accountId: ACCOUNT_ID,
      changes: {
        relationshipType: { from: 'beneficiary', to: 'director' },
        ownershipPercentage: { from: 30, to: null },
        ownershipCategory: { from: 'trust_beneficiary', to: null },
        natureOfInterest: { from: 'financial', to: null },
        trustBenefitType: { from: 'discretionary', to: null },
        effectiveControl: { from: true, to: null },
      },
    });
  });

  it('refuses a percentage sent for a director, before or with a change of type', () => {
    for (const patch of [{ ownershipPercentage: 10 }, { type: 'officer' as const, ownershipPercentage: 10 }])
      expect(
        refusalOf(() =>
          decideUpdateRelationship({ relationshipId: patch.type ? 10 : 12, today: TODAY, patch }, state),
        ),
      ).toMatchObject({ code: 'RELATIONSHIP.PERCENTAGE_NOT_HELD' });
  });

  it('refuses an end date before the start date', () => {
    expect(
      refusalOf(() =>
        decideUpdateRelationship(
          { relationshipId: 10, today: TODAY, patch: { endDate: '2019-12-31' } },
          state,
        ),
      ),
    ).toMatchObject({
      kind: 'invalid',
      errors: [{ field: 'endDate', message: 'End date cannot be before the start date' }],
    });
  });

  it("refuses a change that repeats another relationship's type between the same ends", () => {
    expect(
      refusalOf(() =>
        decideUpdateRelationship({ relationshipId: 12, today: TODAY, patch: { type: 'shareholder' } }, state),
      ),
    ).toMatchObject({ kind: 'conflict', code: 'RELATIONSHIP.TYPE_USED' });
  });

  it('refuses a relationship it does not know', () => {
    expect(
      refusalOf(() =>
        decideUpdateRelationship({ relationshipId: 99, today: TODAY, patch: { notes: 'x' } }, state),
      ),
    ).toMatchObject({ kind: 'not_found', message: "Relationship not found or you don't have access to it" });
  });

  it('refuses a move to an unknown target', () => {
    expect(
      refusalOf(() =>
        decideUpdateRelationship({ relationshipId: 10, today: TODAY, patch: { targetEntityId: 9 } }, state),
      ),
    ).toMatchObject({ kind: 'not_found', errors: [{ field: 'targetEntityId' }] });
  });

  it('does nothing when nothing changes, its own type included', () => {
    const patch = { type: 'shareholder' as const, ownershipPercentage: 60, startDate: '2020-03-01' };
    expect(decideUpdateRelationship({ relationshipId: 10, today: TODAY, patch }, state)).toEqual([]);
  });
});
