import { READ_BACK_LOCATIONS } from '../src/http/api-exception.filter';
import { registeredAgent, useTestApp } from './test-app';

/** A 202 says where the record will be readable: every such route must exist and be account-scoped. */
describe('the Location of a 202 (a write recorded before its read model caught up)', () => {
  const testApp = useTestApp();

  it('GET /api/groups/{id} answers the group as a row of the list, and 404 for another account', async () => {
    const { agent } = await registeredAgent(testApp());
    const created = await agent.post('/api/groups').send({ name: 'Clients', description: 'Ours' });
    expect(created.status).toBe(201);
    const read = await agent.get(`/api/groups/${created.body.id}`);
    expect(read.status).toBe(200);
    const [row] = (await agent.get('/api/groups').expect(200)).body;
    expect(read.body).toEqual(row);
    const other = (await registeredAgent(testApp())).agent;
    const foreign = await other.get(`/api/groups/${created.body.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toMatch(/not found/);
  });

  it('walks every Location a 202 can name: each answers the record it names, and 404 elsewhere', async () => {
    const { agent } = await registeredAgent(testApp());
    const company = (await agent.post('/api/entities').send({ type: 'company', name: 'Loc Co' })).body.id;
    const person = (await agent.post('/api/entities').send({ type: 'individual', name: 'Loc Person' })).body
      .id;
    const ids: Record<string, number> = {
      entityId: company,
      relationshipId: (
        await agent.post('/api/relationships').send({
          sourceEntityId: person,
          targetEntityId: company,
          type: 'director',
        })
      ).body.id,
      assetId: (await agent.post('/api/assets').send({ name: 'Farm', ownerEntityId: company })).body.id,
      groupId: (await agent.post('/api/groups').send({ name: 'Loc Group' })).body.id,
    };
    const other = (await registeredAgent(testApp())).agent;
    for (const [field, location] of Object.entries(READ_BACK_LOCATIONS)) {
      expect(`${field} ${typeof ids[field]}`).toBe(`${field} number`);
      const path = location(ids[field]);
      const read = await agent.get(path);
      expect(`${path} -> ${read.status}`).toBe(`${path} -> 200`);
      expect(read.body.id).toBe(ids[field]);
      expect((await other.get(path)).status).toBe(404);
    }
  });
});

describe('a 202 while the read model lags', () => {
  const testApp = useTestApp({ projectionWaitMs: 0 });

  it('names a route that answers once the read model caught up', async () => {
    const { agent } = await registeredAgent(testApp());
    for (let i = 0; i < 10; i++) {
      const group = await agent.post('/api/groups').send({ name: `Lag Group ${i}` });
      if (group.status !== 202) continue;
      const { groupId } = (group.body.recorded as { groupId: number }[])[0];
      expect(group.headers.location).toBe(`/api/groups/${groupId}`);
      for (let wait = 0; wait < 50; wait++) {
        const read = await agent.get(group.headers.location);
        if (read.status !== 404) return expect(read.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`${group.headers.location} still answers 404`);
    }
    throw new Error('no group write answered 202 with no projection wait');
  });
});
