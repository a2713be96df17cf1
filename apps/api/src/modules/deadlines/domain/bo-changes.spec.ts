import type { GraphRelationship, OwnershipGraph } from '@ledgerline/ownership';
import { changeDays, effectiveChangeDay, ownersKey, ownersOn, sameOwners } from './bo-changes';

const COMPANY = 1;
const ALICE = 2;
const BOB = 3;
const holds = (id: number, holder: number, fields: Partial<GraphRelationship> = {}): GraphRelationship => ({
  id,
  sourceEntityId: holder,
  targetEntityId: COMPANY,
  type: 'shareholder',
  ownershipPercentage: 100,
  isActive: true,
  ...fields,
});
const graph: OwnershipGraph = {
  entities: [
    { id: COMPANY, name: 'Co', type: 'company' },
    { id: ALICE, name: 'Alice', type: 'individual' },
    { id: BOB, name: 'Bob', type: 'individual' },
  ],
  relationships: [
    holds(10, ALICE, { startDate: '2024-01-15', endDate: '2025-03-02' }),
    holds(11, BOB, { startDate: '2025-03-03' }),
  ],
};

describe('when a beneficial-ownership change took effect', () => {
  it('dates a change from its start and end dates, not from the day it was entered', () => {
    const filed = ownersOn(graph, COMPANY, '2025-01-10');
    expect(filed).toEqual([{ individualId: ALICE, category: 'Direct Shareholder' }]);
    const entered = '2025-06-02';
    const days = changeDays(graph, null, entered);
    expect(days).toEqual(['2024-01-15', '2025-03-03', entered]);
    expect(effectiveChangeDay(days, filed, (day) => ownersOn(graph, COMPANY, day))).toBe('2025-03-03');
  });

  it('finds no change while the owners are the filed ones', () => {
    const filed = ownersOn(graph, COMPANY, '2025-06-02');
    const days = changeDays(graph, null, '2025-06-02');
    expect(effectiveChangeDay(days, filed, (day) => ownersOn(graph, COMPANY, day))).toBeNull();
  });

  it('counts a change of category alone, once the filed set recorded categories', () => {
    const filed = [{ individualId: ALICE, category: 'Direct Shareholder' }];
    const now = [{ individualId: ALICE, category: 'Controller' }];
    expect(sameOwners(filed, now)).toBe(false);
    expect(ownersKey(filed, now)).toBe(`${ALICE}:${ALICE}=Controller`);
    expect(sameOwners([{ individualId: ALICE }], now)).toBe(true);
    expect(ownersKey(filed, [{ individualId: BOB, category: 'Controller' }])).toBe(String(BOB));
  });
});
