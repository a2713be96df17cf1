import {
  ACCOUNT_ID,
  entityRegistered,
  given,
  refusalOf,
  relationshipAdded,
} from '../../../testing/given-events';
import { fields, register, TODAY } from './relationship-fixtures';
import { decideAddRelationship, decideUpdateRelationship } from './relationship.deciders';

describe('share allocation of a company (docs/decisions/0021)', () => {
  const holders = [4, 5, 6, 7].map((id) => entityRegistered(id, 'individual', `Holder ${id}`));
  const holds = (relationshipId: number, sourceEntityId: number, ownershipPercentage: number, extra = {}) =>
    relationshipAdded(relationshipId, { sourceEntityId, targetEntityId: 1, ownershipPercentage, ...extra });
  const full = given(...register, ...holders, holds(20, 4, 40), holds(21, 5, 30), holds(22, 6, 30));
  const sixtyMore = fields({ sourceEntityId: 7, ownershipPercentage: 60 });

  it('refuses a holding that takes the company past 100% without a reason, naming the total', () => {
    expect(
      refusalOf(() => decideAddRelationship({ relationshipId: 30, today: TODAY, fields: sixtyMore }, full)),
    ).toMatchObject({
      kind: 'conflict',
      code: 'RELATIONSHIP.OVER_ALLOCATED',
      errors: [
        {
          field: 'ownershipPercentage',
          message: expect.stringMatching(
            /^Shareholdings in Protea Holdings would total 160%; .*give a reason/,
          ),
        },
      ],
    });
  });

  it('records the over-allocation with its reason', () => {
    const reason = 'Register of members disputed; both transfers recorded pending the court order';
    const [event] = decideAddRelationship(
      { relationshipId: 30, today: TODAY, fields: { ...sixtyMore, overAllocationReason: ` ${reason} ` } },
      full,
    );
    expect(event.data).toMatchObject({ ownershipPercentage: 60, overAllocationReason: reason });
  });

  it('keeps the original event shape within 100% and drops a reason nobody needs', () => {
    const partial = given(...register, ...holders, holds(20, 4, 40), holds(21, 5, 30));
    const thirty = { ...sixtyMore, ownershipPercentage: 30, overAllocationReason: 'Just in case' };
    const [event] = decideAddRelationship({ relationshipId: 30, today: TODAY, fields: thirty }, partial);
    expect(event.data).not.toHaveProperty('overAllocationReason');
  });

  it('counts only current holdings: an ended one frees its shares', () => {
    const ended = given(
      ...register,
      ...holders,
      holds(20, 4, 40, { endDate: '2025-05-31' }),
      holds(21, 5, 60),
    );
    const forty = { ...sixtyMore, ownershipPercentage: 40 };
    expect(decideAddRelationship({ relationshipId: 30, today: TODAY, fields: forty }, ended)).toHaveLength(1);
  });

  it('refuses a later start that overlaps a holding still running then', () => {
    const starting = { ...sixtyMore, startDate: '2025-07-01' };
    expect(
      refusalOf(() => decideAddRelationship({ relationshipId: 30, today: TODAY, fields: starting }, full)),
    ).toMatchObject({ errors: [{ message: expect.stringContaining('160% from 2025-07-01') }] });
  });

  it('refuses a back-dated holding that overlaps the holdings of its period, and accepts one after them', () => {
    const history = given(
      ...register,
      ...holders,
      holds(20, 4, 100, { startDate: '2020-01-01', endDate: '2024-12-31' }),
    );
    const past = fields({ sourceEntityId: 5, ownershipPercentage: 100 });
    const overlapping = { ...past, startDate: '2024-01-01', endDate: '2024-06-30' };
    expect(
      refusalOf(() =>
        decideAddRelationship({ relationshipId: 30, today: TODAY, fields: overlapping }, history),
      ),
    ).toMatchObject({
      code: 'RELATIONSHIP.OVER_ALLOCATED',
      errors: [{ field: 'ownershipPercentage', message: expect.stringContaining('200% from 2024-01-01') }],
    });
    const after = { ...past, startDate: '2025-01-01', endDate: '2025-03-31' };
    expect(decideAddRelationship({ relationshipId: 30, today: TODAY, fields: after }, history)).toHaveLength(
      1,
    );
    // Moving an accepted link's start back into the earlier holding is refused too.
    const accepted = given(
      ...register,
      ...holders,
      holds(20, 4, 100, { startDate: '2020-01-01', endDate: '2024-12-31' }),
      holds(30, 5, 100, { startDate: '2025-01-01', endDate: '2025-03-31' }),
    );
    expect(
      refusalOf(() =>
        decideUpdateRelationship(
          { relationshipId: 30, today: TODAY, patch: { startDate: '2024-12-01' } },
          accepted,
        ),
      ),
    ).toMatchObject({ code: 'RELATIONSHIP.OVER_ALLOCATED' });
  });

  it('counts an undated holding from today, so a transfer recorded as it happens needs no dates', () => {
    const transferred = given(...register, ...holders, holds(20, 4, 100, { endDate: '2025-05-31' }));
    const buyer = fields({ sourceEntityId: 5, ownershipPercentage: 100 });
    expect(
      decideAddRelationship({ relationshipId: 30, today: TODAY, fields: buyer }, transferred),
    ).toHaveLength(1);
  });

  it('refuses raising a percentage past 100% on update, and accepts it with a reason', () => {
    expect(
      refusalOf(() =>
        decideUpdateRelationship(
          { relationshipId: 20, today: TODAY, patch: { ownershipPercentage: 50 } },
          full,
        ),
      ),
    ).toMatchObject({ kind: 'conflict', errors: [{ message: expect.stringContaining('110%') }] });
    const [event] = decideUpdateRelationship(
      {
        relationshipId: 20,
        today: TODAY,
        patch: { ownershipPercentage: 50, overAllocationReason: 'Rights issue not yet registered' },
      },
      full,
    );
    expect(event.data).toEqual({
      relationshipId: 20,
      accountId: ACCOUNT_ID,
      changes: {
        ownershipPercentage: { from: 40, to: 50 },
        overAllocationReason: { from: null, to: 'Rights issue not yet registered' },
      },
    });
  });

  it('leaves an existing over-allocation editable when the change does not raise it', () => {
    const over = given(...register, ...holders, holds(20, 4, 80), holds(21, 5, 80));
    const notes = { relationshipId: 20, today: TODAY, patch: { notes: 'Checked' } };
    expect(decideUpdateRelationship(notes, over)).toHaveLength(1);
    const lower = { relationshipId: 20, today: TODAY, patch: { ownershipPercentage: 70 } };
    expect(decideUpdateRelationship(lower, over)).toHaveLength(1);
  });

  it("holds a trust's beneficiaries' vested shares to 100% too (decision 0072)", () => {
    const vested = given(
      ...register,
      relationshipAdded(20, {
        sourceEntityId: 2,
        targetEntityId: 3,
        relationshipType: 'beneficiary',
        ownershipPercentage: 80,
      }),
    );
    const more = fields({
      sourceEntityId: 1,
      targetEntityId: 3,
      type: 'beneficiary',
      ownershipPercentage: 80,
    });
    expect(() => decideAddRelationship({ relationshipId: 30, today: TODAY, fields: more }, vested)).toThrow(
      /Vested shares in .* would total 160%/,
    );
    const reason = { ...more, overAllocationReason: 'Deed of variation pending' };
    expect(decideAddRelationship({ relationshipId: 30, today: TODAY, fields: reason }, vested)).toHaveLength(
      1,
    );
  });
});
