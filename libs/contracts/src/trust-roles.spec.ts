import { missingTrustRoles, trustListCompliance } from './trust-roles';

const link = (type: string, targetEntityId = 3, isActive = true) => ({ type, targetEntityId, isActive });

describe('the trust role rule (spec 001 Trusts)', () => {
  it('needs an active founder, trustee and beneficiary pointing at the trust', () => {
    expect(missingTrustRoles(3, [link('founder'), link('trustee'), link('beneficiary')])).toEqual([]);
    expect(
      trustListCompliance(missingTrustRoles(3, [link('founder'), link('trustee'), link('beneficiary')])),
    ).toBe('compliant');
  });

  it('ignores ended links, links from the trust and the roles it does not need', () => {
    const links = [link('founder'), link('trustee', 3, false), link('beneficiary', 9), link('controller')];
    expect(missingTrustRoles(3, links)).toEqual(['trustee', 'beneficiary']);
    expect(trustListCompliance(missingTrustRoles(3, links))).toBe('attention');
    expect(missingTrustRoles(3, [])).toEqual(['founder', 'trustee', 'beneficiary']);
  });
});
