import {
  type Agent,
  createEntity,
  createRelationship,
  startWithAccount,
  stopTestApp,
} from './list-spec-support';
import type { TestApp } from './test-app';

/** A type is used up for the ordered pair only, so mutual cross-holdings can be recorded. */
describe('mutual cross-holdings over HTTP', () => {
  let app: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
  });
  afterAll(() => stopTestApp(app));

  it('accepts B shareholder of A after A shareholder of B, and refuses A shareholder of B again', async () => {
    const alpha = await createEntity(agent, { type: 'company', name: 'Alpha Mining' });
    const beta = await createEntity(agent, { type: 'company', name: 'Beta Smelting' });
    const link = (source: number, target: number) => ({
      sourceEntityId: source,
      targetEntityId: target,
      type: 'shareholder',
      ownershipPercentage: 30,
    });

    await createRelationship(agent, link(alpha, beta));
    await createRelationship(agent, link(beta, alpha));

    const again = await agent.post('/api/relationships').send(link(alpha, beta)).expect(409);
    expect(again.body).toMatchObject({ code: 'RELATIONSHIP.TYPE_USED' });
    const both = (await agent.get(`/api/entities/${alpha}/relationships`).expect(200)).body;
    expect(both.map((row: { sourceEntityId: number }) => row.sourceEntityId).sort()).toEqual(
      [alpha, beta].sort(),
    );
  });
});
