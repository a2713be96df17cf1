import type { GraphRelationship, OwnershipGraph } from '@ledgerline/ownership';
import { formerOwners, ownerPeriods } from './owner-periods';

const link = (id: number, source: number, pct: number, dates: Partial<GraphRelationship> = {}) => ({
  id,
  sourceEntityId: source,
  targetEntityId: 1,
  type: 'shareholder',
  ownershipPercentage: pct,
  isActive: true,
  startDate: null,
  endDate: null,
  ...dates,
});
// Acme (1): Thandi (2) 30% from 2020-01-01, sold down to 1% from 2025-03-01; Sipho (3) 20% 2022-06-01 to 2024-12-31,
// then again from 2025-03-01; Lindi (4) 10% with no dates at all.
const graph: OwnershipGraph = {
  entities: [
    { id: 1, name: 'Acme', type: 'company' },
    { id: 2, name: 'Thandi', type: 'individual' },
    { id: 3, name: 'Sipho', type: 'individual' },
    { id: 4, name: 'Lindi', type: 'individual' },
  ],
  relationships: [
    link(10, 2, 30, { startDate: '2020-01-01', endDate: '2025-02-28' }),
    link(11, 2, 1, { startDate: '2025-03-01' }),
    link(12, 3, 20, { startDate: '2022-06-01', endDate: '2024-12-31' }),
    link(13, 3, 20, { startDate: '2025-03-01' }),
    link(14, 4, 10),
  ],
};

describe('ownerPeriods', () => {
  const periodOf = ownerPeriods(graph, 1, 5);

  it('the unbroken period containing the day, bounded by the days links start and end', () => {
    expect(periodOf(2, '2024-01-01')).toEqual({ becameOwnerOn: '2020-01-01', ceasedOn: '2025-03-01' });
    expect(periodOf(3, '2023-01-01')).toEqual({ becameOwnerOn: '2022-06-01', ceasedOn: '2025-01-01' });
    expect(periodOf(3, '2025-06-01')).toEqual({ becameOwnerOn: '2025-03-01', ceasedOn: null });
  });

  it('an owner whose holdings carry no start date became one on an unknown day', () => {
    expect(periodOf(4, '2025-06-01')).toEqual({ becameOwnerOn: null, ceasedOn: null });
  });

  it('no period on a day it is not an owner', () => {
    expect(periodOf(2, '2025-06-01')).toEqual({ becameOwnerOn: null, ceasedOn: null });
    expect(periodOf(3, '2025-02-01')).toEqual({ becameOwnerOn: null, ceasedOn: null });
  });
});

describe('formerOwners', () => {
  const former = (day: string) =>
    formerOwners(graph, 1, 5, day).map(({ individualId, totalOwnership, becameOwnerOn, ceasedOn }) => ({
      individualId,
      totalOwnership,
      becameOwnerOn,
      ceasedOn,
    }));

  it('lists who had ceased by the day, as they held in their last period', () => {
    expect(former('2025-06-01')).toEqual([
      { individualId: 2, totalOwnership: 30, becameOwnerOn: '2020-01-01', ceasedOn: '2025-03-01' },
    ]);
    expect(former('2025-02-01')).toEqual([
      { individualId: 3, totalOwnership: 20, becameOwnerOn: '2022-06-01', ceasedOn: '2025-01-01' },
    ]);
  });

  it('one who ceased and became an owner again is not a former owner', () => {
    expect(former('2025-06-01').map((owner) => owner.individualId)).not.toContain(3);
  });

  it('nobody before anyone ceased', () => {
    expect(former('2024-06-01')).toEqual([]);
  });
});
