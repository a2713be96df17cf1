import { createRelationshipSchema } from '@ledgerline/contracts';
import {
  ACCOUNT_ID,
  accountOpened,
  documentUploaded,
  entityRegistered,
  given,
  refusalOf,
  relationshipAdded,
} from '../../../testing/given-events';
import { decideAddRelationship, decideUpdateRelationship } from './relationship.deciders';
import type { OwnershipChangeFacts } from './ownership-change';

// An ownership change says when it took effect, why, and what evidences it.
const TODAY = '2025-06-01';
const state = given(
  accountOpened(),
  entityRegistered(1, 'company', 'Protea Holdings'),
  entityRegistered(2, 'individual', 'Thandi Nkosi'),
  documentUploaded(7, 1000, 1),
  relationshipAdded(10, {
    sourceEntityId: 2,
    targetEntityId: 1,
    ownershipPercentage: 60,
    startDate: '2020-03-01',
  }),
);
const update = (patch: object, facts?: OwnershipChangeFacts) =>
  decideUpdateRelationship({ relationshipId: 10, today: TODAY, patch, facts }, state);

describe('UpdateRelationship decider: effectiveAt', () => {
  it('given a shareholding, when an end date is set (a disposal), then RelationshipUpdated is effective on it', () => {
    expect(update({ endDate: '2025-03-01' }, { effectiveDate: '2025-05-01' })).toEqual([
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

  it('is effective on the new start date when the start moves earlier', () => {
    expect(update({ startDate: '2019-01-01', ownershipPercentage: 40 })[0].effectiveAt).toBe('2019-01-01');
  });

  it('is effective from the old start when the start moves later: the days between held nothing', () => {
    expect(update({ startDate: '2021-01-01', ownershipPercentage: 40 })[0].effectiveAt).toBe('2020-03-01');
  });

  it('is effective today when a link without a start gets one after today: it is not held yet', () => {
    const undated = given(
      accountOpened(),
      entityRegistered(1, 'company', 'Protea Holdings'),
      entityRegistered(2, 'individual', 'Thandi Nkosi'),
      relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 1, ownershipPercentage: 55 }),
    );
    const [event] = decideUpdateRelationship(
      { relationshipId: 10, today: TODAY, patch: { startDate: '2025-06-02' } },
      undated,
    );
    expect(event.effectiveAt).toBe(TODAY);
  });

  it('is effective from the old end when an end date moves later: the holding lasted until the new one', () => {
    const ended = given(
      accountOpened(),
      entityRegistered(1, 'company', 'Protea Holdings'),
      entityRegistered(2, 'individual', 'Thandi Nkosi'),
      relationshipAdded(10, {
        sourceEntityId: 2,
        targetEntityId: 1,
        ownershipPercentage: 55,
        endDate: '2025-01-31',
      }),
    );
    const [event] = decideUpdateRelationship(
      { relationshipId: 10, today: TODAY, patch: { endDate: '2025-04-30' } },
      ended,
    );
    expect(event.effectiveAt).toBe('2025-01-31');
  });

  it('is effective on the stated day for a change without a date of its own', () => {
    expect(update({ ownershipPercentage: 40 }, { effectiveDate: '2025-03-01' })[0].effectiveAt).toBe(
      '2025-03-01',
    );
  });

  it('carries no effectiveAt when nothing says when', () => {
    expect(update({ ownershipPercentage: 40 })[0]).not.toHaveProperty('effectiveAt');
  });

  it('refuses an effective date after today, naming effectiveDate', () => {
    expect(
      refusalOf(() => update({ ownershipPercentage: 40 }, { effectiveDate: '2025-06-02' })),
    ).toMatchObject({
      kind: 'invalid',
      errors: [{ field: 'effectiveDate' }],
    });
  });
});

describe('ownership change: reason and evidence', () => {
  it('given a shareholding, when its percentage changes with a reason and evidence, then the event carries both', () => {
    const [event] = update(
      { ownershipPercentage: 40 },
      { effectiveDate: '2025-03-01', changeReason: 'Share transfer', evidenceDocumentId: 7 },
    );
    expect(event.data).toEqual({
      relationshipId: 10,
      accountId: ACCOUNT_ID,
      changes: { ownershipPercentage: { from: 60, to: 40 } },
      changeReason: 'Share transfer',
      evidenceDocumentId: 7,
    });
  });

  it('records the reason and evidence of a new holding on RelationshipAdded, not as fields of the link', () => {
    const [event] = decideAddRelationship(
      {
        relationshipId: 11,
        today: TODAY,
        fields: createRelationshipSchema.parse({
          sourceEntityId: 1,
          targetEntityId: 2,
          type: 'director',
          startDate: '2025-01-01',
          changeReason: 'Appointed at the AGM',
          evidenceDocumentId: 7,
        }),
      },
      state,
    );
    expect(event).toMatchObject({
      effectiveAt: '2025-01-01',
      data: { changeReason: 'Appointed at the AGM', evidenceDocumentId: 7 },
    });
  });

  it("refuses an evidence document the account does not have (unknown or another account's), naming it", () => {
    expect(refusalOf(() => update({ ownershipPercentage: 40 }, { evidenceDocumentId: 8 }))).toMatchObject({
      kind: 'not_found',
      errors: [{ field: 'evidenceDocumentId' }],
    });
  });

  it('refuses an unknown evidence document also when the update changes nothing else', () => {
    expect(refusalOf(() => update({}, { evidenceDocumentId: 8 }))).toMatchObject({
      kind: 'not_found',
      errors: [{ field: 'evidenceDocumentId' }],
    });
  });
});
