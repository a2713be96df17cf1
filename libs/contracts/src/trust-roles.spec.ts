import { missingTrustRoles, ONGOING, trustListCompliance, trustRolesHeldThrough } from './trust-roles';

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
    expect(trustListCompliance(missingTrustRoles(3, links, TODAY))).toBe('compliant');
  });

  it('ignores inactive links, links from the trust and the roles it does not need', () => {
    const links = [link('founder'), link('trustee', 3, false), link('beneficiary', 9), link('controller')];
    expect(missingTrustRoles(3, links, TODAY)).toEqual(['trustee', 'beneficiary']);
    expect(trustListCompliance(missingTrustRoles(3, links, TODAY))).toBe('attention');
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

  it('tells the last day every role stays held: the earliest role to lapse, by its latest link', () => {
    const links = [
      link('founder'),
      link('trustee', 3, true, '2027-01-31'),
      link('trustee', 3, true, '2027-03-31'),
      link('beneficiary', 3, true, '2027-02-28'),
    ];
    expect(trustRolesHeldThrough(3, links, TODAY)).toBe('2027-02-28');
    expect(trustRolesHeldThrough(3, [link('founder'), link('trustee'), link('beneficiary')], TODAY)).toBe(
      ONGOING,
    );
    expect(trustRolesHeldThrough(3, [link('founder'), link('trustee')], TODAY)).toBeNull();
  });
});
