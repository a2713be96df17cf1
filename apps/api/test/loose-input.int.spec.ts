import { registeredAgent, useTestApp } from './test-app';

const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);

describe('loose input is refused, not read loosely', () => {
  const testApp = useTestApp();

  it('answers 400 naming the parameter for an array or object in any query string', async () => {
    const { agent } = await registeredAgent(testApp());
    for (const [url, field] of [
      ['/api/audit/export?entityId[]=1&entityId[]=2', 'entityId'],
      ['/api/audit/export?entityId=1&entityId=2', 'entityId'],
      ['/api/entities?type=company&type=trust', 'type'],
      ['/api/entities?limit[max]=5', 'limit'],
      ['/api/groups?q[]=a', 'q'],
      ['/api/audit?entityId%5B%5D=1', 'entityId'],
    ]) {
      const response = await agent.get(url);
      expect(`${url} -> ${response.status}`).toBe(`${url} -> 400`);
      expect(fieldsOf(response.body)).toEqual([field]);
      expect(response.body.message).toContain(field);
    }
    expect((await agent.get('/api/entities?type=company&limit=5')).status).toBe(200);
  });

  it('answers 400 naming If-Match for a malformed precondition, and reads the versions it answered', async () => {
    const { agent } = await registeredAgent(testApp());
    const id = (await agent.post('/api/entities').send({ type: 'company', name: 'Match Co' })).body.id;
    const { version } = (await agent.get(`/api/entities/${id}`).expect(200)).body;
    for (const ifMatch of [
      '"; DROP',
      '"unterminated',
      'W/',
      '""',
      `"${version}", "${version}"`,
      'abc def',
      '"3"',
    ]) {
      const response = await agent.patch(`/api/entities/${id}`).set('If-Match', ifMatch).send({ notes: 'x' });
      expect(`${ifMatch} -> ${response.status}`).toBe(`${ifMatch} -> 400`);
      expect(fieldsOf(response.body)).toEqual(['If-Match']);
    }
    for (const asSent of [(v: string) => `"${v}"`, (v: string) => `W/"${v}"`, (v: string) => v, () => '*']) {
      const opened = (await agent.get(`/api/entities/${id}`).expect(200)).body.version;
      const response = await agent
        .patch(`/api/entities/${id}`)
        .set('If-Match', asSent(opened))
        .send({ notes: 'y' });
      expect(`${asSent(opened)} -> ${response.status}`).toBe(`${asSent(opened)} -> 200`);
    }
    const asset = (await agent.post('/api/assets').send({ name: 'Farm', ownerEntityId: id })).body.id;
    const refused = await agent
      .patch(`/api/assets/${asset}`)
      .set('If-Match', '"; DROP')
      .send({ name: 'Farm 2' });
    expect(refused.status).toBe(400);
  });

  it('answers 400 naming the id for a path id with leading zeros or a decimal point, on every :id route', async () => {
    const { agent } = await registeredAgent(testApp());
    const id = (await agent.post('/api/entities').send({ type: 'company', name: 'Canon Co' })).body.id;
    const group = (await agent.post('/api/groups').send({ name: 'Canon Group' })).body.id;
    const padded = (n: number) => `0000${n}`;
    for (const path of [
      `/api/entities/${padded(id)}`,
      `/api/entities/${id}.0`,
      `/api/entities/${id}.`,
      `/api/entities/+${id}`,
      `/api/compliance/status/${padded(id)}`,
      `/api/groups/${padded(group)}/entities`,
      `/api/groups/${group}.0`,
      `/api/relationships/${padded(id)}`,
    ]) {
      const response = await agent.get(path);
      expect(`${path} -> ${response.status}`).toBe(`${path} -> 400`);
      expect(fieldsOf(response.body)).toHaveLength(1);
      expect(['id', 'groupId', 'entityId']).toContain(fieldsOf(response.body)[0]);
    }
    expect((await agent.get(`/api/entities/${id}`)).status).toBe(200);
  });
});
