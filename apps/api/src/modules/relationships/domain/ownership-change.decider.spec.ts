import {
  ACCOUNT_ID,
  accountOpened,
  entityRegistered,
  given,
  refusalOf,
  relationshipAdded,
} from '../../../testing/given-events';
import { decideUpdateRelationship } from './relationship.deciders';

// Issue 12 1b: every ownership change with a business date says when it took effect.
const TODAY = '2025-06-01';
const state = given(
  accountOpened(),
  entityRegistered(1, 'company', 'Protea Holdings'),
  entityRegistered(2, 'individual', 'Thandi Nkosi'),
  relationshipAdded(10, {
    sourceEntityId: 2,
    targetEntityId: 1,
    ownershipPercentage: 60,
    startDate: '2020-03-01',
  }),
);
const update = (patch: object, effectiveDate?: string | null) =>
  decideUpdateRelationship({ relationshipId: 10, today: TODAY, patch, effectiveDate }, state);

describe('UpdateRelationship decider: effectiveAt', () => {
  it('given a shareholding, when an end date is set (a disposal), then RelationshipUpdated is effective on it', () => {
    expect(update({ endDate: '2025-03-01' }, '2025-05-01')).toEqual([
      {
        type: 'RelationshipUpdated',
        data: {
          relationshipId: 10,
          accountId: ACCOUNT_ID,
          changes: { endDate: { from: null, to: '2025-03-01' } },
        },
        effectiveAt: '2025-03-01',
      },
    ]);
  });

  it('is effective on the new start date when the start date changes', () => {
    expect(update({ startDate: '2021-01-01', ownershipPercentage: 40 })[0].effectiveAt).toBe('2021-01-01');
  });

  it('is effective on the stated day for a change without a date of its own', () => {
    expect(update({ ownershipPercentage: 40 }, '2025-03-01')[0].effectiveAt).toBe('2025-03-01');
  });

  it('carries no effectiveAt when nothing says when', () => {
    expect(update({ ownershipPercentage: 40 })[0]).not.toHaveProperty('effectiveAt');
  });

  it('refuses an effective date after today, naming effectiveDate', () => {
    expect(refusalOf(() => update({ ownershipPercentage: 40 }, '2025-06-02'))).toMatchObject({
      kind: 'invalid',
      errors: [{ field: 'effectiveDate' }],
    });
  });
});
