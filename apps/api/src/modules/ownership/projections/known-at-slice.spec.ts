import type { SqliteReadStore } from '@ledgerline/projections';
import { ACCOUNT_ID } from '../../../testing/given-events';
import { DATED, datedLinkVersions } from '../../../testing/dated-link-versions';
import { changeDaysOf, KNOWN_NOW, knownSliceVersions, linksKnownAt } from './known-at-slice';

const JOHANNESBURG = 'Africa/Johannesburg';

// docs/decisions/0033 2b: a change without effectiveAt counts on the day it was recorded in the account's zone.
describe('the version in force on a day, a recorded day in the account zone', () => {
  let store: SqliteReadStore;
  let close: () => Promise<void>;
  beforeAll(async () => ({ store, close } = await datedLinkVersions()));
  afterAll(() => close());

  const percentageOn = async (day: string, timeZone: string, relationshipId: number = DATED.unDated) => {
    const [version] = await linksKnownAt(store, ACCOUNT_ID, KNOWN_NOW, { relationshipId }, { day, timeZone });
    return version?.ownershipPercentage;
  };

  it('recorded at 23:30 UTC on 28 February: on 1 March in Johannesburg, on 28 February in UTC', async () => {
    expect(await percentageOn('2025-02-28', JOHANNESBURG)).toBe(100);
    expect(await percentageOn('2025-03-01', JOHANNESBURG)).toBe(80);
    expect(await percentageOn('2025-02-28', 'UTC')).toBe(80);
    expect(await percentageOn('2025-02-27', 'UTC')).toBe(100);
  });

  it('a change with effectiveAt counts on that day whatever the zone', async () => {
    for (const zone of [JOHANNESBURG, 'UTC', 'Pacific/Kiritimati']) {
      expect(await percentageOn('2025-02-28', zone, DATED.sold)).toBe(60);
      expect(await percentageOn('2025-03-01', zone, DATED.sold)).toBe(20);
    }
  });

  it("the BO slice of a day and the days it can change on use the account's zone", async () => {
    const { versions, graphOn } = await knownSliceVersions(
      store,
      ACCOUNT_ID,
      [DATED.acme],
      KNOWN_NOW,
      JOHANNESBURG,
    );
    const sipho = (day: string) =>
      graphOn(day).relationships.find((link) => link.id === DATED.unDated)?.ownershipPercentage;
    expect([sipho('2025-02-28'), sipho('2025-03-01')]).toEqual([100, 80]);
    expect(changeDaysOf(versions, JOHANNESBURG)).toContain('2025-03-01');
    expect(changeDaysOf(versions, JOHANNESBURG)).not.toContain('2025-02-28');
    expect(changeDaysOf(versions, 'UTC')).toContain('2025-02-28');
  });
});
