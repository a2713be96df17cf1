import type { GraphRelationship } from './ownership-graph';
import { isOverAllocated, shareAllocation } from './share-allocation';

const COMPANY = 1;
let nextId = 100;
const link = (
  sourceEntityId: number,
  targetEntityId: number,
  type: string,
  ownershipPercentage: number | null,
  extra: Partial<GraphRelationship> = {},
): GraphRelationship => ({
  id: nextId++,
  sourceEntityId,
  targetEntityId,
  type,
  ownershipPercentage,
  isActive: true,
  ...extra,
});
const TODAY = '2025-06-01';

describe('share allocation of one company', () => {
  it('adds the current shareholder, parent and reversed subsidiary holdings', () => {
    const allocation = shareAllocation(
      [
        link(2, COMPANY, 'shareholder', 40),
        link(3, COMPANY, 'parent', 30),
        link(COMPANY, 4, 'subsidiary', 20),
        link(5, COMPANY, 'director', null),
        link(COMPANY, 6, 'shareholder', 50),
      ],
      COMPANY,
      TODAY,
    );
    expect(allocation).toMatchObject({ allocated: 90, peak: 90, peakDay: TODAY });
    expect(allocation.holdings.map((h) => [h.holderId, h.percentage])).toEqual([
      [2, 40],
      [3, 30],
      [4, 20],
    ]);
  });

  it('leaves out ended and inactive holdings', () => {
    const allocation = shareAllocation(
      [
        link(2, COMPANY, 'shareholder', 60, { endDate: '2025-05-31' }),
        link(3, COMPANY, 'shareholder', 60, { isActive: false }),
        link(4, COMPANY, 'shareholder', 60, { endDate: TODAY }),
      ],
      COMPANY,
      TODAY,
    );
    expect(allocation).toMatchObject({ allocated: 60, peak: 60 });
  });

  it('finds a future peak where a later holding starts before another ends', () => {
    const handover = [
      link(2, COMPANY, 'shareholder', 60, { endDate: '2025-06-30' }),
      link(3, COMPANY, 'shareholder', 60, { startDate: '2025-07-01' }),
    ];
    expect(shareAllocation(handover, COMPANY, TODAY)).toMatchObject({ allocated: 60, peak: 60 });
    const overlap = [handover[0], link(3, COMPANY, 'shareholder', 60, { startDate: '2025-06-15' })];
    expect(shareAllocation(overlap, COMPANY, TODAY)).toMatchObject({
      allocated: 60,
      peak: 120,
      peakDay: '2025-06-15',
    });
  });

  it('adds four-decimal holdings exactly: 4.9999 keeps its decimals, 0.0001% over 100 is over-allocated', () => {
    const allocation = shareAllocation(
      [link(2, COMPANY, 'shareholder', 4.9999), link(3, COMPANY, 'shareholder', 95.0001)],
      COMPANY,
      TODAY,
    );
    expect(allocation.allocated).toBe(100);
    expect(allocation.holdings.map((h) => h.percentage)).toEqual([4.9999, 95.0001]);
    expect(isOverAllocated(allocation.peak)).toBe(false);
    const over = shareAllocation(
      [link(2, COMPANY, 'shareholder', 33.3334), link(3, COMPANY, 'shareholder', 66.6667)],
      COMPANY,
      TODAY,
    );
    expect(over.allocated).toBe(100.0001);
  });

  it('treats floating-point noise as no over-allocation, and any stored excess as one', () => {
    expect(isOverAllocated(100)).toBe(false);
    expect(isOverAllocated(100.00000000001)).toBe(false);
    expect(isOverAllocated(100.0001)).toBe(true);
    expect(isOverAllocated(100.01)).toBe(true);
  });
});
