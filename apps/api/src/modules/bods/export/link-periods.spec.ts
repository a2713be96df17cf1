import type { RelationshipFields } from '../../accounts/domain/account-register.state';
import { linkPeriods, periodOn } from './link-periods';

const holding = (ownershipPercentage: number, extra: Partial<RelationshipFields> = {}) =>
  ({
    sourceEntityId: 1,
    targetEntityId: 2,
    relationshipType: 'shareholder',
    ownershipPercentage,
    isActive: true,
    startDate: '2024-01-15',
    endDate: null,
    ...extra,
  }) as RelationshipFields;
const shares = (periods: ReturnType<typeof linkPeriods>) =>
  periods.map((p) => [p.fields.ownershipPercentage, p.startDate, p.endDate]);

describe('a link as the periods of its history (docs/decisions/0082)', () => {
  it('a change effective from a day ends the old share the day before', () => {
    const periods = linkPeriods([
      { fields: holding(30, { startDate: '2015-03-01' }), effectiveDay: '' },
      { fields: holding(20, { startDate: '2015-03-01' }), effectiveDay: '2026-01-15' },
    ]);
    expect(shares(periods)).toEqual([
      [30, '2015-03-01', '2026-01-14'],
      [20, '2026-01-15', undefined],
    ]);
    expect(periodOn(periods, '2025-06-01')?.fields.ownershipPercentage).toBe(30);
    expect(periodOn(periods, '2015-02-28')).toBeUndefined();
  });

  it('a correction recorded later from an earlier day replaces what was known from that day on', () => {
    expect(
      shares(
        linkPeriods([
          { fields: holding(60), effectiveDay: '' },
          { fields: holding(20), effectiveDay: '2025-03-01' },
          { fields: holding(30), effectiveDay: '2025-02-15' },
        ]),
      ),
    ).toEqual([
      [60, '2024-01-15', '2025-02-14'],
      [30, '2025-02-15', undefined],
    ]);
  });

  it('an end date ends the last period; a notes-only change leaves one period', () => {
    expect(
      shares(
        linkPeriods([
          { fields: holding(40), effectiveDay: '' },
          { fields: holding(40, { notes: 'seen' }), effectiveDay: '2024-06-01' },
          { fields: holding(40, { notes: 'seen', endDate: '2025-01-31' }), effectiveDay: '2025-01-31' },
        ]),
      ),
    ).toEqual([[40, '2024-01-15', '2025-01-31']]);
  });
});
