import {
  type Agent,
  createEntity,
  createRelationship,
  startWithAccount,
  stopTestApp,
} from './list-spec-support';
import type { TestApp } from './test-app';

/** GET /api/compliance/beneficial-owners/{id}: nominees and the s56(2) links (docs/decisions/0078). */
describe('beneficial owners: nominees and deemed interests', () => {
  let app: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
  });
  afterAll(() => stopTestApp(app));

  const owners = async (entityId: number) =>
    (await agent.get(`/api/compliance/beneficial-owners/${entityId}`).expect(200)).body as {
      name: string;
      totalOwnership: number;
      deemedOwnership?: number;
      isBeneficialOwner: boolean;
      paths: { percentage: number; steps: { entityName: string; link?: string }[] }[];
    }[];

  const holds = (sourceEntityId: number, ownershipPercentage: string, targetEntityId: number) =>
    createRelationship(agent, { sourceEntityId, targetEntityId, type: 'shareholder', ownershipPercentage });

  it("answers the nominator of a nominee company as owner of the nominee's 30%, held through the nominee", async () => {
    const company = await createEntity(agent, { type: 'company', name: 'Target Co' });
    const nominee = await createEntity(agent, { type: 'company', name: 'Shield Nominees' });
    const csp = await createEntity(agent, { type: 'individual', name: 'Carl Director' });
    const gina = await createEntity(agent, { type: 'individual', name: 'Gina Principal' });
    await holds(nominee, '30', company);
    await holds(csp, '100', nominee);
    await createRelationship(agent, { sourceEntityId: nominee, targetEntityId: gina, type: 'nominee_for' });

    const answer = await owners(company);
    expect(answer.map((owner) => owner.name)).toEqual(['Gina Principal']);
    expect(answer[0]).toMatchObject({
      totalOwnership: 30,
      isBeneficialOwner: true,
      paths: [
        {
          percentage: 30,
          steps: [
            { entityName: 'Gina Principal' },
            { entityName: 'Shield Nominees', link: 'nominee_for' },
            { entityName: 'Target Co' },
          ],
        },
      ],
    });
  });

  it('counts a spouse married in community of property towards the 5% test of each', async () => {
    const company = await createEntity(agent, { type: 'company', name: 'Family Co' });
    const pat = await createEntity(agent, { type: 'individual', name: 'Pat Mokoena' });
    const sam = await createEntity(agent, { type: 'individual', name: 'Sam Mokoena' });
    for (const holder of [pat, sam]) await holds(holder, '3', company);
    await createRelationship(agent, {
      sourceEntityId: pat,
      targetEntityId: sam,
      type: 'spouse_in_community_of_property',
    });

    const answer = await owners(company);
    expect(answer.map((owner) => [owner.name, owner.totalOwnership, owner.deemedOwnership])).toEqual([
      ['Pat Mokoena', 6, 3],
      ['Sam Mokoena', 6, 3],
    ]);
    expect(answer[0].paths[1].steps).toEqual([
      expect.objectContaining({ entityName: 'Pat Mokoena' }),
      expect.objectContaining({ entityName: 'Sam Mokoena', link: 'spouse_in_community_of_property' }),
      expect.objectContaining({ entityName: 'Family Co' }),
    ]);
  });

  it('refuses a minor child link to a company, naming the field', async () => {
    const company = await createEntity(agent, { type: 'company', name: 'Not A Parent Co' });
    const child = await createEntity(agent, { type: 'individual', name: 'Lebo Child' });
    const response = await agent
      .post('/api/relationships')
      .send({ sourceEntityId: child, targetEntityId: company, type: 'minor_child' })
      .expect((res) => expect(res.status).toBeGreaterThanOrEqual(400));
    expect(response.status).toBeLessThan(500);
    expect(JSON.stringify(response.body)).toContain('targetEntityId');
  });
});
