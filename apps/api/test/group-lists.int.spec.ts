import {
  type Agent,
  addToGroup,
  createEntity,
  createGroup,
  itRefuses,
  names,
  startWithAccount,
  stopTestApp,
  totalCount,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

describe('GET /api/groups and /api/groups/{id}/entities: paging, sorting, filters, search', () => {
  let app: TestApp;
  let agent: Agent;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
    ids.fund10 = await createGroup(agent, 'Fund 10');
    ids.fund9 = await createGroup(agent, 'Fund 9');
    ids.clients = await createGroup(agent, 'Clients');
    ids.c2 = await createEntity(agent, { type: 'company', name: 'Company 2' });
    ids.c11 = await createEntity(agent, { type: 'company', name: 'Company 11' });
    ids.person = await createEntity(agent, {
      type: 'individual',
      name: 'Amahle Dube',
      email: 'amahle@dube.co.za',
    });
    ids.trust = await createEntity(agent, { type: 'trust', name: 'Dube Trust', trustType: 'family' });
    for (const id of [ids.c11, ids.person, ids.c2, ids.trust]) await addToGroup(agent, ids.clients, id);
    const other = (await registeredAgent(app)).agent;
    ids.foreign = await createGroup(other, 'Clients elsewhere');
  });
  afterAll(() => stopTestApp(app));

  it('answers every group in natural name order with its total when no paging is asked for', async () => {
    const response = await agent.get('/api/groups').expect(200);
    expect(totalCount(response)).toBe('3');
    expect(names(response.body)).toEqual(['Clients', 'Fund 9', 'Fund 10']);
    expect(response.body[0]).toEqual({
      id: ids.clients,
      name: 'Clients',
      description: null,
      userId: expect.any(Number),
      isDefault: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('pages, sorts by name or creation both ways, and searches names', async () => {
    const get = async (query: string) => (await agent.get(`/api/groups?${query}`).expect(200)).body;
    expect(names(await get('limit=1&offset=1'))).toEqual(['Fund 9']);
    expect(names(await get('order=desc'))).toEqual(['Fund 10', 'Fund 9', 'Clients']);
    expect(names(await get('sort=createdAt'))).toEqual(['Fund 10', 'Fund 9', 'Clients']);
    expect(names(await get('sort=createdAt&order=desc&limit=2'))).toEqual(['Clients', 'Fund 9']);
    const found = await agent.get('/api/groups?q=fund').expect(200);
    expect(names(found.body)).toEqual(['Fund 9', 'Fund 10']);
    expect(totalCount(found)).toBe('2');
    expect(await get('q=elsewhere')).toEqual([]);
    await agent.put(`/api/groups/${ids.fund9}`).send({ name: 'Fund 12', description: '' }).expect(200);
    expect(names(await get('q=fund'))).toEqual(['Fund 10', 'Fund 12']);
  });

  it("pages a group's members in natural name order, filters them by type and searches their names", async () => {
    const whole = await agent.get(`/api/groups/${ids.clients}/entities`).expect(200);
    expect(totalCount(whole)).toBe('4');
    expect(whole.body).toMatchObject({ id: ids.clients, name: 'Clients', isDefault: false });
    expect(whole.body).not.toHaveProperty('nameKey');
    expect(names(whole.body.entities)).toEqual(['Amahle Dube', 'Company 2', 'Company 11', 'Dube Trust']);
    expect(whole.body.entities[0]).toEqual({
      id: ids.person,
      name: 'Amahle Dube',
      type: 'individual',
      email: 'amahle@dube.co.za',
      status: 'active',
    });
    const page = await agent
      .get(`/api/groups/${ids.clients}/entities?limit=2&offset=2&order=desc`)
      .expect(200);
    expect(names(page.body.entities)).toEqual(['Company 2', 'Amahle Dube']);
    expect(totalCount(page)).toBe('4');
    const companies = await agent.get(`/api/groups/${ids.clients}/entities?type=company`).expect(200);
    expect(names(companies.body.entities)).toEqual(['Company 2', 'Company 11']);
    expect(totalCount(companies)).toBe('2');
    const dube = await agent.get(`/api/groups/${ids.clients}/entities?q=dube`).expect(200);
    expect(names(dube.body.entities)).toEqual(['Amahle Dube', 'Dube Trust']);
    const empty = await agent.get(`/api/groups/${ids.fund10}/entities`).expect(200);
    expect(empty.body.entities).toEqual([]);
    expect(totalCount(empty)).toBe('0');
  });

  it("404s another account's group", async () => {
    const refused = await agent.get(`/api/groups/${ids.foreign}/entities?limit=5`).expect(404);
    expect(refused.body.message).toBe("Group not found or you don't have access to it");
  });

  itRefuses(() => agent, '/api/groups', [
    ['sort=description', 'sort', 'sort must be one of name, createdAt'],
    ['limit=0', 'limit', 'limit must be a whole number from 1 to 1000'],
  ]);

  itRefuses(
    () => agent,
    () => `/api/groups/${ids.clients}/entities`,
    [
      ['sort=createdAt', 'sort', 'sort must be one of name'],
      ['type=asset', 'type', "type must be one of 'company', 'individual' or 'trust'"],
    ],
  );
});
