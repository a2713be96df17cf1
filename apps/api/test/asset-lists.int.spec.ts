import {
  type Agent,
  createAsset,
  createEntity,
  itRefuses,
  names,
  startWithAccount,
  stopTestApp,
  totalCount,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

describe('GET /api/assets and /api/entities/{id}/assets: paging, sorting, filters, search', () => {
  let app: TestApp;
  let agent: Agent;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
    ids.protea = await createEntity(agent, { type: 'company', name: 'Protea Holdings' });
    ids.thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    const owned = (ownerEntityId: number, name: string, fields: object = {}) =>
      createAsset(agent, { name, ownerEntityId, ...fields });
    ids.unit2 = await owned(ids.protea, 'Unit 2', { value: 900_000, acquisitionDate: '2020-01-01' });
    ids.unit11 = await owned(ids.protea, 'Unit 11', { value: 1_500_000, status: 'for_sale' });
    ids.unit1 = await owned(ids.protea, 'Unit 1', { value: 250_000, acquisitionDate: '2018-05-01' });
    ids.bakkie = await owned(ids.thandi, 'Toyota bakkie', { type: 'vehicle', value: 400_000 });
    const other = (await registeredAgent(app)).agent;
    ids.foreignOwner = await createEntity(other, { type: 'company', name: 'Other Co' });
    await createAsset(other, { name: 'Unit 3', ownerEntityId: ids.foreignOwner });
  });
  afterAll(() => stopTestApp(app));

  it('answers the whole list newest first with its total when no paging is asked for (the spec shape)', async () => {
    const response = await agent.get('/api/assets').expect(200);
    expect(totalCount(response)).toBe('4');
    expect(names(response.body)).toEqual(['Toyota bakkie', 'Unit 1', 'Unit 11', 'Unit 2']);
    expect(response.body[0]).toMatchObject({
      id: ids.bakkie,
      type: 'vehicle',
      assetType: 'vehicle',
      ownerEntity: { id: ids.thandi, name: 'Thandi Nkosi', type: 'individual' },
    });
    for (const field of ['nameKey', 'ownerName', 'accountId', 'assetId'])
      expect(response.body[0]).not.toHaveProperty(field);
  });

  it('pages names in natural order in both directions and sorts by value, date, type and status', async () => {
    const first = await agent.get('/api/assets?sort=name&limit=2').expect(200);
    expect(totalCount(first)).toBe('4');
    expect(names(first.body)).toEqual(['Toyota bakkie', 'Unit 1']);
    const rest = await agent.get('/api/assets?sort=name&limit=2&offset=2').expect(200);
    expect(names(rest.body)).toEqual(['Unit 2', 'Unit 11']);
    const desc = await agent.get('/api/assets?sort=name&order=desc').expect(200);
    expect(names(desc.body)).toEqual(['Unit 11', 'Unit 2', 'Unit 1', 'Toyota bakkie']);
    const byValue = await agent.get('/api/assets?sort=value&order=desc&limit=2').expect(200);
    expect(names(byValue.body)).toEqual(['Unit 11', 'Unit 2']);
    const byDate = await agent.get('/api/assets?sort=acquisitionDate&order=desc&limit=2').expect(200);
    expect(names(byDate.body)).toEqual(['Unit 2', 'Unit 1']);
    const byType = await agent.get('/api/assets?sort=type').expect(200);
    expect(names(byType.body)).toEqual(['Unit 1', 'Unit 2', 'Unit 11', 'Toyota bakkie']);
    const byStatus = await agent.get('/api/assets?sort=status').expect(200);
    expect(names(byStatus.body)).toEqual(['Toyota bakkie', 'Unit 1', 'Unit 2', 'Unit 11']);
  });

  it('filters by type, status and owner, and searches names and owner names', async () => {
    const get = async (query: string) => names((await agent.get(`/api/assets?${query}`).expect(200)).body);
    expect(await get('type=vehicle')).toEqual(['Toyota bakkie']);
    expect(await get('status=for_sale')).toEqual(['Unit 11']);
    expect(await get(`entityId=${ids.protea}&sort=name`)).toEqual(['Unit 1', 'Unit 2', 'Unit 11']);
    expect(await get('q=unit%201&sort=name')).toEqual(['Unit 1', 'Unit 11']);
    expect(await get('q=protea&sort=name')).toEqual(['Unit 1', 'Unit 2', 'Unit 11']);
    expect(await get('q=nkosi%20toy')).toEqual(['Toyota bakkie']);
    expect(await get('q=unit%203')).toEqual([]);
  });

  it("follows an owner's rename in the answer and in search", async () => {
    await agent.patch(`/api/entities/${ids.thandi}`).send({ name: 'Thandi Mokoena' }).expect(200);
    const found = (await agent.get('/api/assets?q=mokoena').expect(200)).body;
    expect(found).toMatchObject([{ id: ids.bakkie, ownerEntity: { name: 'Thandi Mokoena' } }]);
  });

  it("answers an entity's assets newest first, and pages them like the list", async () => {
    const all = await agent.get(`/api/entities/${ids.protea}/assets`).expect(200);
    expect(totalCount(all)).toBe('3');
    expect(names(all.body)).toEqual(['Unit 1', 'Unit 11', 'Unit 2']);
    const page = await agent
      .get(`/api/entities/${ids.protea}/assets?sort=value&limit=1&offset=1`)
      .expect(200);
    expect(names(page.body)).toEqual(['Unit 2']);
    const detail = (await agent.get(`/api/entities/${ids.protea}`).expect(200)).body;
    expect(names(detail.ownedAssets)).toEqual(['Unit 1', 'Unit 11', 'Unit 2']);
  });

  it("404s another account's owner as a filter or a path", async () => {
    const refused = await agent.get(`/api/assets?entityId=${ids.foreignOwner}`).expect(404);
    expect(refused.body.message).toBe("Entity not found or you don't have access to it");
    await agent.get(`/api/entities/${ids.foreignOwner}/assets`).expect(404);
  });

  itRefuses(() => agent, '/api/assets', [
    ['sort=owner', 'sort', 'sort must be one of createdAt, name, type, value, acquisitionDate, status'],
    ['type=boat', 'type', expect.stringMatching(/^type must be one of real_estate, vehicle/)],
    ['status=lost', 'status', expect.stringMatching(/^status must be one of active, inactive/)],
    ['entityId=abc', 'entityId', 'entityId must be a positive whole number'],
    ['offset=-3', 'offset', 'offset must be a whole number of at least 0'],
  ]);
});
