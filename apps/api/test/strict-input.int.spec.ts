import { registeredAgent, useTestApp } from './test-app';

describe('strict input over HTTP: ids, numbers and dates', () => {
  const testApp = useTestApp();

  it('answers 400 for path ids that are not plain decimals, never another record', async () => {
    const { agent } = await registeredAgent(testApp());
    const created = await agent.post('/api/entities').send({ type: 'company', name: 'Hex Holdings' });
    expect(created.status).toBe(201);
    const id: number = created.body.id;
    for (const path of [`0x${id.toString(16)}`, `%20${id}%20`, `${id}.0e0`, `0b${id.toString(2)}`]) {
      const response = await agent.get(`/api/entities/${path}`);
      expect([400, 404]).toContain(response.status);
      expect(response.body.message).toBeDefined();
    }
    expect((await agent.get(`/api/entities/${id}`)).status).toBe(200);
  });

  it('names the field of a hex, boolean or separated number and of an impossible date', async () => {
    const { agent } = await registeredAgent(testApp());
    const owner = (await agent.post('/api/entities').send({ type: 'company', name: 'Owner Co' })).body.id;
    const asset = await agent
      .post('/api/assets')
      .send({ name: 'Farm', assetType: 'property', ownerEntityId: `0x${owner.toString(16)}` });
    expect(asset.status).toBe(400);
    expect(asset.body.errors.map((e: { field: string }) => e.field)).toContain('ownerEntityId');
    const asBoolean = await agent
      .post('/api/assets')
      .send({ name: 'Farm', assetType: 'property', ownerEntityId: true });
    expect(asBoolean.status).toBe(400);
    for (const incorporationDate of [
      '2021-02-29',
      '2020-04-31',
      '2020-01-01garbage',
      '2020-01-01T99:99:99',
    ]) {
      const company = await agent
        .post('/api/entities')
        .send({ type: 'company', name: 'Dated Co', incorporationDate });
      expect(company.status).toBe(400);
      expect(company.body.errors).toEqual([{ field: 'incorporationDate', message: 'Invalid date' }]);
    }
    const limit = await agent.get('/api/entities?type=company&limit=1,,,0');
    expect(limit.status).toBe(400);
  });
});
