import { registeredAgent, useTestApp } from './test-app';

/** Answers without `limit` stop at a documented maximum and say so; the node cap says when it cut the tree. */
describe('bounded answers', () => {
  const testApp = useTestApp({ unpagedListMax: 3 });

  it('answers at most the unpaged maximum of entities without limit, with the total, X-Truncated and the next page', async () => {
    const { agent } = await registeredAgent(testApp());
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'])
      await agent.post('/api/entities').send({ type: 'company', name }).expect(201);
    for (const route of ['/api/entities', '/api/entities/relationships']) {
      const first = await agent.get(`${route}?type=company&sort=name`).expect(200);
      expect(first.body.map((e: { name: string }) => e.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
      expect(first.headers['x-total-count']).toBe('5');
      expect(first.headers['x-truncated']).toBe('true');
      const next = /<([^>]+)>; rel="next"/.exec(first.headers.link ?? '')?.[1];
      expect(next).toBe(`${route}?type=company&sort=name&offset=3&limit=3`);
      const rest = await agent.get(next!).expect(200);
      expect(rest.body.map((e: { name: string }) => e.name)).toEqual(['Delta', 'Echo']);
      expect(rest.headers['x-truncated']).toBe('false');
      expect(rest.headers.link).toBeUndefined();
    }
    const asked = await agent.get('/api/entities?limit=5').expect(200);
    expect(asked.body).toHaveLength(5);
    expect(asked.headers['x-truncated']).toBe('false');
  });

  it('says X-Truncated when the node cap cut the hierarchy, at the top level or below a node', async () => {
    const { agent } = await registeredAgent(testApp());
    const ids: number[] = [];
    for (const name of ['Hold', 'Sub A', 'Sub B', 'Sub C', 'Other'])
      ids.push((await agent.post('/api/entities').send({ type: 'company', name }).expect(201)).body.id);
    for (const sub of ids.slice(1, 4))
      await agent
        .post('/api/relationships')
        .send({ sourceEntityId: ids[0], targetEntityId: sub, type: 'shareholder', percentage: 30 })
        .expect(201);
    const capped = await agent.get('/api/entities/hierarchy?maxNodes=1').expect(200);
    expect(capped.body).toHaveLength(1);
    expect(capped.headers['x-total-count']).toBe('2');
    expect(capped.headers['x-truncated']).toBe('true');
    const below = await agent.get(`/api/entities/hierarchy?rootId=${ids[0]}&maxNodes=2`).expect(200);
    expect(below.body[0].truncated).toBe(true);
    expect(below.headers['x-truncated']).toBe('true');
    const whole = await agent.get('/api/entities/hierarchy?maxNodes=100').expect(200);
    expect(whole.body).toHaveLength(2);
    expect(whole.headers['x-truncated']).toBe('false');
  });
});
