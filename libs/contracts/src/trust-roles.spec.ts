import { missingTrustRoles, nextTrustRoleChange } from './trust-roles';

const link = (type: string, targetEntityId = 3, isActive = true, endDate: string | null = null) => ({
  type,
  targetEntityId,
  isActive,
  endDate,
});
const TODAY = '2026-11-28';

describe('the trust role rule (spec 001 Trusts)', () => {
  it('needs an active founder, trustee and beneficiary pointing at the trust', () => {
    const links = [link('founder'), link('trustee'), link('beneficiary')];
    expect(missingTrustRoles(3, links, TODAY)).toEqual([]);
  });

  it('ignores inactive links, links from the trust and the roles it does not need', () => {
    const links = [link('founder'), link('trustee', 3, false), link('beneficiary', 9), link('controller')];
    expect(missingTrustRoles(3, links, TODAY)).toEqual(['trustee', 'beneficiary']);
    expect(missingTrustRoles(3, [], TODAY)).toEqual(['founder', 'trustee', 'beneficiary']);
  });

  it('counts a link through its end date (its last day) and not after', () => {
    const resigned = (endDate: string) => [
      link('founder'),
      link('trustee', 3, true, endDate),
      link('beneficiary'),
    ];
    expect(missingTrustRoles(3, resigned('2026-11-27'), TODAY)).toEqual(['trustee']);
    expect(missingTrustRoles(3, resigned(TODAY), TODAY)).toEqual([]);
    expect(missingTrustRoles(3, resigned('2026-11-27T00:00:00.000Z'), TODAY)).toEqual(['trustee']);
  });

  it('counts a link from its start date (its first day)', () => {
    const appointed = (startDate: string) => [
      link('founder'),
      { ...link('trustee'), startDate },
      link('beneficiary'),
    ];
    expect(missingTrustRoles(3, appointed('2026-11-29'), TODAY)).toEqual(['trustee']);
    expect(missingTrustRoles(3, appointed(TODAY), TODAY)).toEqual([]);
  });

  it('tells the next day a start or an end moves the rule, for required roles only', () => {
    const links = [
      { ...link('founder'), startDate: '2027-03-01' },
      link('trustee', 3, true, '2027-01-31'),
      link('beneficiary', 3, true, '2026-11-27'),
      link('controller', 3, true, '2026-12-01'),
      link('trustee', 3, false, '2026-12-01'),
    ];
    expect(nextTrustRoleChange(3, links, TODAY)).toBe('2027-02-01');
    expect(nextTrustRoleChange(3, [link('founder', 3, true, TODAY)], TODAY)).toBe('2026-11-29');
    expect(nextTrustRoleChange(3, [link('founder'), link('trustee')], TODAY)).toBeNull();
  });
});
