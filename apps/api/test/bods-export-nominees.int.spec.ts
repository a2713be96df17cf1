import { bodsExport, registerMaker } from './bods-support';
import { registeredAgent, useTestApp } from './test-app';

interface Statement {
  recordType: string;
  recordDetails: {
    interestedParty?: string;
    interests?: { type: string; details?: string; beneficialOwnershipOrControl?: boolean }[];
  };
}

/** The nominee and s56(2) links export as valid BODS 0.4 (docs/decisions/0078). */
describe('BODS export of nominee and deeming links', () => {
  const app = useTestApp();

  it("states the links with their local type and the nominator as the company's owner", async () => {
    const { agent } = await registeredAgent(app());
    const make = registerMaker(agent);
    const company = await make.entity('company', 'Target Co', { registrationNumber: '2019/000001/07' });
    const nominee = await make.entity('company', 'Shield Nominees');
    const gina = await make.entity('individual', 'Gina Principal');
    const sam = await make.entity('individual', 'Sam Principal');
    await make.link(nominee, company, 'shareholder', { ownershipPercentage: 30 });
    await make.link(nominee, gina, 'nominee_for');
    await make.link(gina, sam, 'spouse_in_community_of_property');

    const whole = await bodsExport<Statement>(agent, '/api/export/bods');
    const details = whole.flatMap((s) => s.recordDetails.interests ?? []).map((i) => i.details);
    expect(details).toEqual(expect.arrayContaining(['nominee_for', 'spouse_in_community_of_property']));

    const ofCompany = await bodsExport<Statement>(agent, `/api/compliance/bods/${company}`);
    const owners = ofCompany.filter((s) =>
      s.recordDetails.interests?.some((interest) => interest.beneficialOwnershipOrControl === true),
    );
    expect(owners.length).toBeGreaterThan(0);
    const people = ofCompany
      .filter((s) => s.recordType === 'person')
      .map((s) => JSON.stringify(s.recordDetails));
    expect(people.some((person) => person.includes('Gina Principal'))).toBe(true);
  });
});
