import {
  type Agent,
  createEntity,
  createRelationship,
  idsOf,
  itRefuses,
  startWithAccount,
  stopTestApp,
  totalCount,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

type Row = { id: number; type: string; sourceEntity: { name: string }; targetEntity: { name: string } };

describe('GET /api/relationships and /api/entities/{id}/relationships: paging, sorting, filters, search', () => {
  let app: TestApp;
  let agent: Agent;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
    ids.protea = await createEntity(agent, { type: 'company', name: 'Protea Holdings' });
    ids.karoo = await createEntity(agent, { type: 'company', name: 'Karoo Mining' });
    ids.thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    ids.trust = await createEntity(agent, { type: 'trust', name: 'Nkosi Family Trust', trustType: 'family' });
    const base = { sourceEntityId: ids.thandi, targetEntityId: ids.protea };
    ids.r1 = await createRelationship(agent, {
      ...base,
      type: 'shareholder',
      ownershipPercentage: 30,
      startDate: '2021-01-01',
    });
    ids.r2 = await createRelationship(agent, { ...base, type: 'director', startDate: '2019-06-01' });
    ids.r3 = await createRelationship(agent, {
      sourceEntityId: ids.protea,
      targetEntityId: ids.karoo,
      type: 'shareholder',
      ownershipPercentage: 75,
      isActive: false,
    });
    ids.r4 = await createRelationship(agent, {
      sourceEntityId: ids.thandi,
      targetEntityId: ids.trust,
      type: 'founder',
    });
    const other = (await registeredAgent(app)).agent;
    const a = await createEntity(other, { type: 'company', name: 'Protea Elsewhere' });
    const b = await createEntity(other, { type: 'individual', name: 'Thandi Elsewhere' });
    ids.foreignEntity = a;
    await createRelationship(other, { sourceEntityId: b, targetEntityId: a, type: 'shareholder' });
  });
  afterAll(() => stopTestApp(app));

  it('answers the whole list newest first with its total when no paging is asked for (the spec shape)', async () => {
    const response = await agent.get('/api/relationships').expect(200);
    expect(totalCount(response)).toBe('4');
    expect(idsOf(response.body)).toEqual([ids.r4, ids.r3, ids.r2, ids.r1]);
    expect(response.body[0]).toMatchObject({
      sourceEntity: { id: ids.thandi, name: 'Thandi Nkosi', type: 'individual' },
      targetEntity: { id: ids.trust, name: 'Nkosi Family Trust', type: 'trust' },
    });
    for (const field of ['sourceName', 'targetName', 'accountId', 'relationshipId', 'entityId', 'isSource'])
      expect(response.body[0]).not.toHaveProperty(field);
  });

  it('pages and sorts both ways, nulls first when ascending', async () => {
    const first = await agent.get('/api/relationships?limit=2').expect(200);
    expect(totalCount(first)).toBe('4');
    expect(idsOf(first.body)).toEqual([ids.r4, ids.r3]);
    expect(idsOf((await agent.get('/api/relationships?limit=2&offset=2').expect(200)).body)).toEqual([
      ids.r2,
      ids.r1,
    ]);
    const byShare = await agent.get('/api/relationships?sort=ownershipPercentage&order=desc').expect(200);
    expect(idsOf(byShare.body).slice(0, 2)).toEqual([ids.r3, ids.r1]);
    const byStart = await agent.get('/api/relationships?sort=startDate&limit=4').expect(200);
    expect(idsOf(byStart.body).slice(2)).toEqual([ids.r2, ids.r1]);
    const byType = await agent.get('/api/relationships?sort=type').expect(200);
    expect(byType.body.map((row: Row) => row.type)).toEqual([
      'director',
      'founder',
      'shareholder',
      'shareholder',
    ]);
    const oldest = await agent.get('/api/relationships?sort=createdAt&order=asc&limit=1').expect(200);
    expect(idsOf(oldest.body)).toEqual([ids.r1]);
  });

  it('filters by type, status and either end, and searches both names and the type', async () => {
    const get = async (query: string) => (await agent.get(`/api/relationships?${query}`).expect(200)).body;
    expect(idsOf(await get('type=shareholder'))).toEqual([ids.r3, ids.r1]);
    expect(idsOf(await get('status=inactive'))).toEqual([ids.r3]);
    expect(idsOf(await get('status=active&type=shareholder'))).toEqual([ids.r1]);
    expect(idsOf(await get(`entityId=${ids.protea}`))).toEqual([ids.r3, ids.r2, ids.r1]);
    expect(idsOf(await get(`entityId=${ids.karoo}`))).toEqual([ids.r3]);
    expect(idsOf(await get('q=karoo'))).toEqual([ids.r3]);
    expect(idsOf(await get('q=nkosi%20found'))).toEqual([ids.r4]);
    expect(idsOf(await get('q=direct'))).toEqual([ids.r2]);
    const none = await agent.get('/api/relationships?q=elsewhere').expect(200);
    expect(none.body).toEqual([]);
    expect(totalCount(none)).toBe('0');
  });

  it('keeps names current for search and answers after a rename', async () => {
    await agent.patch(`/api/entities/${ids.karoo}`).send({ name: 'Karoo Platinum' }).expect(200);
    const found = (await agent.get('/api/relationships?q=platinum').expect(200)).body;
    expect(found).toMatchObject([{ id: ids.r3, targetEntity: { name: 'Karoo Platinum' } }]);
    const ends = (await agent.get(`/api/entities/${ids.karoo}/relationships?q=platinum`).expect(200)).body;
    expect(idsOf(ends)).toEqual([ids.r3]);
  });

  it("answers one entity's relationships from it first, then to it, and pages them like the list", async () => {
    const all = await agent.get(`/api/entities/${ids.protea}/relationships`).expect(200);
    expect(totalCount(all)).toBe('3');
    expect(idsOf(all.body)).toEqual([ids.r3, ids.r2, ids.r1]);
    const thandi = await agent.get(`/api/entities/${ids.thandi}/relationships?sort=type`).expect(200);
    expect(thandi.body.map((row: Row) => row.type)).toEqual(['director', 'founder', 'shareholder']);
    const page = await agent.get(`/api/entities/${ids.thandi}/relationships?limit=1&offset=1`).expect(200);
    expect(totalCount(page)).toBe('3');
    expect(idsOf(page.body)).toEqual([ids.r2]);
  });

  it("404s another account's entity as a filter or a path", async () => {
    const refused = await agent.get(`/api/relationships?entityId=${ids.foreignEntity}`).expect(404);
    expect(refused.body.message).toBe("Entity not found or you don't have access to it");
    await agent.get(`/api/entities/${ids.foreignEntity}/relationships?limit=5`).expect(404);
  });

  itRefuses(() => agent, '/api/relationships', [
    ['sort=name', 'sort', 'sort must be one of createdAt, type, ownershipPercentage, startDate'],
    ['status=gone', 'status', "status must be 'active' or 'inactive'"],
    ['type=cousin', 'type', expect.stringMatching(/^type must be one of shareholder, director/)],
    ['entityId=0', 'entityId', 'entityId must be a positive whole number'],
    ['limit=1001', 'limit', 'limit must be a whole number from 1 to 1000'],
    ['order=sideways', 'order', "order must be 'asc' or 'desc'"],
  ]);
});
