import { mapInterests, percentageOf } from './interest-mapping';

describe('BODS interests as Ledgerline links', () => {
  it('keeps an exact share and takes the middle of a range, saying so', () => {
    expect(percentageOf({ exact: 12.345 })).toEqual({ value: 12.345 });
    expect(percentageOf({ exact: 4.9999 })).toEqual({ value: 4.9999 });
    expect(percentageOf({ minimum: 0, maximum: 33.33333 }).value).toBe(16.6666);
    expect(percentageOf({ exclusiveMinimum: 4.9999, exclusiveMaximum: 5 }).value).toBe(4.9999);
    expect(percentageOf({ minimum: 25, maximum: 50 })).toEqual({
      value: 37.5,
      note: 'share range >= 25% and <= 50% recorded as 37.5%',
    });
    expect(percentageOf({ exclusiveMinimum: 10, exclusiveMaximum: 20 }).value).toBe(15);
    expect(percentageOf({ exclusiveMaximum: 20 })).toEqual({
      value: null,
      note: 'share range < 20% has no lower bound; no percentage recorded',
    });
  });

  it('makes one link of shareholding and voting rights, and marks effective control on it', () => {
    const { links } = mapInterests([
      { type: 'shareholding', share: { exact: 40 }, details: 'parent' },
      { type: 'votingRights', share: { exact: 55 } },
      { type: 'otherInfluenceOrControl', details: 'effective control' },
    ]);
    expect(links).toEqual([
      expect.objectContaining({ type: 'parent', ownershipPercentage: 40, effectiveControl: true }),
    ]);
  });

  it('records trust roles, board seats and nominees as their links', () => {
    const types = (type: string) => mapInterests([{ type }]).links.map((l) => l.type);
    expect(types('settlor')).toEqual(['founder']);
    expect(types('beneficiaryOfLegalArrangement')).toEqual(['beneficiary']);
    expect(types('boardChair')).toEqual(['director']);
    expect(types('nominee')).toEqual(['other']);
    expect(mapInterests([{ type: 'nominee' }]).notes[0]).toMatch(
      /nominee interest recorded as an 'other' link/,
    );
  });
});
