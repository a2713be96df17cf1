import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;
type Row = { id: number; name: string };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const create = async (agent: Agent, body: object): Promise<number> =>
  (await agent.post('/api/entities').send(body).expect(201)).body.id as number;
const names = (body: Row[]) => body.map((row) => row.name);

async function upload(agent: Agent, entityId: number, filename: string, fields: Record<string, string>) {
  let request = agent.post(`/api/entities/${entityId}/files`);
  for (const [field, value] of Object.entries(fields)) request = request.field(field, value);
  const response = await request
    .attach('file', Buffer.from(`%PDF-1.4\n${filename}\n%%EOF\n`), {
      filename,
      contentType: 'application/pdf',
    })
    .expect(201);
  return response.body.id as number;
}

describe('GET /api/compliance/files and /api/entities/{id}/files: paging, sorting, filters, search', () => {
  let app: TestApp;
  let agent: Agent;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    app = await startTestApp();
    ({ agent } = await registeredAgent(app));
    ids.karoo = await create(agent, { type: 'company', name: 'Karoo Mining' });
    ids.thandi = await create(agent, { type: 'individual', name: 'Thandi Nkosi' });
    await upload(agent, ids.karoo, 'Register 2.pdf', { documentType: 'securities_register' });
    await upload(agent, ids.karoo, 'Register 11.pdf', {
      documentType: 'securities_register',
      validationStatus: 'valid',
      isCertified: 'true',
    });
    await upload(agent, ids.thandi, 'ID copy.pdf', {
      documentType: 'id_document',
      validationStatus: 'valid',
      expirationDate: day(10),
    });
    const other = (await registeredAgent(app)).agent;
    ids.foreign = await create(other, { type: 'company', name: 'Other Co' });
    await upload(other, ids.foreign, 'Register 3.pdf', { documentType: 'securities_register' });
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it('answers every file newest first with its total when no paging is asked for (the spec shape)', async () => {
    const response = await agent.get('/api/compliance/files').expect(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(names(response.body)).toEqual(['ID copy.pdf', 'Register 11.pdf', 'Register 2.pdf']);
    expect(response.body[0]).toMatchObject({
      filename: 'ID copy.pdf',
      documentType: 'id_document',
      downloadUrl: `/api/compliance/files/${response.body[0].id}/download`,
    });
    for (const field of ['nameKey', 'storageKey', 'accountId', 'documentId'])
      expect(response.body[0]).not.toHaveProperty(field);
  });

  it('pages names in natural order both ways, filters and searches file names', async () => {
    const get = async (query: string) => (await agent.get(`/api/compliance/files?${query}`).expect(200)).body;
    const page = await agent.get('/api/compliance/files?sort=name&limit=2&offset=1').expect(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(names(page.body)).toEqual(['Register 2.pdf', 'Register 11.pdf']);
    expect(names(await get('sort=name&order=desc'))).toEqual([
      'Register 11.pdf',
      'Register 2.pdf',
      'ID copy.pdf',
    ]);
    expect(names(await get('sort=createdAt&order=asc&limit=1'))).toEqual(['Register 2.pdf']);
    expect(names(await get(`entityId=${ids.karoo}`))).toEqual(['Register 11.pdf', 'Register 2.pdf']);
    expect(names(await get('documentType=id_document'))).toEqual(['ID copy.pdf']);
    expect(names(await get('validationStatus=valid&sort=name'))).toEqual(['ID copy.pdf', 'Register 11.pdf']);
    expect(names(await get('q=register&sort=name'))).toEqual(['Register 2.pdf', 'Register 11.pdf']);
    expect(names(await get('q=register%2011'))).toEqual(['Register 11.pdf']);
    expect(await get('q=register%203')).toEqual([]);
  });

  it("answers an entity's files on its own route with the same parameters, and counts the statistics", async () => {
    const files = await agent.get(`/api/entities/${ids.karoo}/files?sort=name`).expect(200);
    expect(files.headers['x-total-count']).toBe('2');
    expect(names(files.body)).toEqual(['Register 2.pdf', 'Register 11.pdf']);
    expect((await agent.get('/api/compliance/files/stats').expect(200)).body).toEqual({
      total: 3,
      certified: 1,
      valid: 2,
      expiring: 1,
    });
    expect((await agent.get(`/api/compliance/files/stats?entityId=${ids.karoo}`).expect(200)).body).toEqual({
      total: 2,
      certified: 1,
      valid: 1,
      expiring: 0,
    });
  });

  it("404s another account's entity as a filter or a path, and refuses bad parameters naming them", async () => {
    const refused = await agent.get(`/api/compliance/files?entityId=${ids.foreign}`).expect(404);
    expect(refused.body.message).toBe("Entity not found or you don't have access to it");
    await agent.get(`/api/entities/${ids.foreign}/files`).expect(404);
    await agent.get(`/api/compliance/files/stats?entityId=${ids.foreign}`).expect(404);
    const bad = [
      ['sort=size', 'sort', 'sort must be one of createdAt, name'],
      [
        'documentType=selfie',
        'documentType',
        expect.stringMatching(/^documentType must be one of id_document/),
      ],
      [
        'validationStatus=ok',
        'validationStatus',
        'validationStatus must be one of pending, valid, invalid, expired',
      ],
      ['entityId=-1', 'entityId', 'entityId must be a positive whole number'],
    ] as const;
    for (const [query, field, message] of bad) {
      const response = await agent.get(`/api/compliance/files?${query}`).expect(400);
      expect(response.body.errors).toContainEqual({ field, message });
    }
  });
});
