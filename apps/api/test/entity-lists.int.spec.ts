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

describe('GET /api/entities: server-side paging, sorting, filtering and search', () => {
  let app: TestApp;
  let agent: Agent;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
    for (const n of [2, 11, 1, 10, 3])
      ids[`c${n}`] = await createEntity(agent, {
        type: 'company',
        name: `Company ${n}`,
        registrationNumber: `2020/00000${n}/07`,
      });
    ids.inactive = await createEntity(agent, {
      type: 'company',
      name: 'Zulu Mining',
      status: 'inactive',
      email: 'ops@zulu.co.za',
    });
    ids.person = await createEntity(agent, { type: 'individual', name: 'Zoë Ndlovu' });
    await createEntity((await registeredAgent(app)).agent, {
      type: 'company',
      name: 'Company 4 of another account',
    });
  });
  afterAll(() => stopTestApp(app));

  it('answers the whole list newest first with its total when no paging is asked for (the spec shape)', async () => {
    const response = await agent.get('/api/entities?type=company').expect(200);
    expect(totalCount(response)).toBe('6');
    expect(names(response.body)).toEqual([
      'Zulu Mining',
      'Company 3',
      'Company 10',
      'Company 1',
      'Company 11',
      'Company 2',
    ]);
    expect(response.body[0]).toMatchObject({
      sourceRelationships: [],
      targetRelationships: [],
      type: 'company',
    });
    expect(response.body[0]).not.toHaveProperty('nameKey');
  });

  it('pages names in natural order in both directions, the total counting every match', async () => {
    const first = await agent.get('/api/entities?type=company&sort=name&limit=3').expect(200);
    expect(totalCount(first)).toBe('6');
    expect(names(first.body)).toEqual(['Company 1', 'Company 2', 'Company 3']);
    const second = await agent.get('/api/entities?type=company&sort=name&limit=3&offset=3').expect(200);
    expect(names(second.body)).toEqual(['Company 10', 'Company 11', 'Zulu Mining']);
    const last = await agent.get('/api/entities?type=company&sort=name&order=desc&limit=2').expect(200);
    expect(names(last.body)).toEqual(['Zulu Mining', 'Company 11']);
    const beyond = await agent.get('/api/entities?type=company&limit=5&offset=50').expect(200);
    expect(beyond.body).toEqual([]);
    expect(totalCount(beyond)).toBe('6');
  });

  it('filters by status and searches names, registration numbers and e-mail addresses', async () => {
    const inactive = await agent.get('/api/entities?type=company&status=inactive').expect(200);
    expect(names(inactive.body)).toEqual(['Zulu Mining']);
    expect(names((await agent.get('/api/entities?q=company%201').expect(200)).body).sort()).toEqual([
      'Company 1',
      'Company 10',
      'Company 11',
    ]);
    expect(names((await agent.get('/api/entities?q=2020%2F000003').expect(200)).body)).toEqual(['Company 3']);
    expect(names((await agent.get('/api/entities?q=zulu.co').expect(200)).body)).toEqual(['Zulu Mining']);
    expect(names((await agent.get('/api/entities?q=zoe').expect(200)).body)).toEqual(['Zoë Ndlovu']);
    const another = await agent.get('/api/entities?q=another').expect(200);
    expect(another.body).toEqual([]);
    expect(totalCount(another)).toBe('0');
  });

  it("lists one group's members, kept current when a member is renamed, and 404s another account's group", async () => {
    const group = await createGroup(agent, 'Clients');
    for (const id of [ids.c11, ids.c2, ids.person]) await addToGroup(agent, group, id);
    await agent.patch(`/api/entities/${ids.c2}`).send({ type: 'company', name: 'Company 20' }).expect(200);
    const members = await agent.get(`/api/entities?groupId=${group}&sort=name`).expect(200);
    expect(names(members.body)).toEqual(['Company 11', 'Company 20', 'Zoë Ndlovu']);
    expect(totalCount(members)).toBe('3');
    expect(
      names((await agent.get(`/api/entities?groupId=${group}&type=company&limit=1`).expect(200)).body),
    ).toEqual(['Company 11']);
    const stranger = (await registeredAgent(app)).agent;
    const refused = await stranger.get(`/api/entities?groupId=${group}`).expect(404);
    expect(refused.body.message).toBe("Group not found or you don't have access to it");
  });

  itRefuses(() => agent, '/api/entities', [
    ['limit=0', 'limit', 'limit must be a whole number from 1 to 1000'],
    ['limit=abc', 'limit', 'limit must be a whole number from 1 to 1000'],
    ['offset=-1', 'offset', 'offset must be a whole number of at least 0'],
    ['sort=password', 'sort', 'sort must be one of createdAt, name, status, registrationNumber, country'],
    ['order=up', 'order', "order must be 'asc' or 'desc'"],
    ['status=gone', 'status', "status must be one of 'active', 'inactive' or 'pending'"],
    ['groupId=x', 'groupId', 'groupId must be a positive whole number'],
  ]);
});
