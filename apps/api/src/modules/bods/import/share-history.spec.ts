import type { MappedLink } from './interest-mapping';
import { shareHistory } from './share-history';

const link = (): MappedLink => ({
  type: 'shareholder',
  ownershipPercentage: 20,
  startDate: '2015-03-01',
  endDate: null,
  effectiveControl: null,
  notes: [],
  declaredIndirect: false,
});

describe('a holding stated as dated shares (docs/decisions/0082)', () => {
  it('starts with the first share; each later one is a change from its day', () => {
    const mapped = link();
    const changes = shareHistory(mapped, [
      { type: 'shareholding', share: { exact: 20 }, startDate: '2026-01-15' },
      { type: 'votingRights', share: { exact: 20 }, startDate: '2026-01-15' },
      { type: 'shareholding', share: { exact: 30 }, startDate: '2015-03-01', endDate: '2026-01-14' },
    ]);
    expect(mapped).toMatchObject({ ownershipPercentage: 30, startDate: '2015-03-01' });
    expect(changes).toEqual([{ ownershipPercentage: 20, effectiveDate: '2026-01-15' }]);
  });

  it('one share, an indirect one or an undated later one: no history', () => {
    expect(shareHistory(link(), [{ type: 'shareholding', share: { exact: 20 } }])).toEqual([]);
    expect(
      shareHistory(link(), [
        { type: 'shareholding', share: { exact: 20 }, startDate: '2015-03-01' },
        { type: 'shareholding', directOrIndirect: 'indirect', share: { exact: 5 }, startDate: '2020-01-01' },
      ]),
    ).toEqual([]);
    expect(
      shareHistory(link(), [
        { type: 'shareholding', share: { exact: 30 }, startDate: '2015-03-01' },
        { type: 'shareholding', share: { exact: 20 } },
      ]),
    ).toEqual([]);
  });
});
