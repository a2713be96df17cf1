import {
  type Agent,
  createEntity,
  createRelationship,
  startWithAccount,
  stopTestApp,
} from './list-spec-support';
import type { TestApp } from './test-app';

/** GET /api/compliance/beneficial-owners/{id}: every interest of an owner, not only its category (additive). */
describe('beneficial owners: every interest of a person', () => {
  let app: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
  });
  afterAll(() => stopTestApp(app));

  it('answers a direct shareholder who founded a holding trust with both interests and the direct path', async () => {
    const company = await createEntity(agent, { type: 'company', name: 'Operating Co' });
    const trust = await createEntity(agent, { type: 'trust', name: 'Holding Trust', trustType: 'family' });
    const sipho = await createEntity(agent, { type: 'individual', name: 'Sipho Dube' });
    const holds = (sourceEntityId: number, ownershipPercentage: string) =>
      createRelationship(agent, {
        sourceEntityId,
        targetEntityId: company,
        type: 'shareholder',
        ownershipPercentage,
      });
    await holds(sipho, '30');
    await holds(trust, '70');
    await createRelationship(agent, { sourceEntityId: sipho, targetEntityId: trust, type: 'founder' });

    const owners = (await agent.get(`/api/compliance/beneficial-owners/${company}`).expect(200)).body;
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({
      name: 'Sipho Dube',
      category: 'Direct Shareholder',
      interests: ['Direct Shareholder', 'Trust Founder'],
      paths: [{ percentage: 30, steps: [{ entityName: 'Sipho Dube' }, { entityName: 'Operating Co' }] }],
    });
  });
});
