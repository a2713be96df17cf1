import {
  type Agent,
  createEntity,
  daysFromToday,
  itRefuses,
  names,
  startWithAccount,
  stopTestApp,
  totalCount,
  uploadFile,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

describe('GET /api/compliance/files and /api/entities/{id}/files: paging, sorting, filters, search', () => {
  let app: TestApp;
  let agent: Agent;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
    ids.karoo = await createEntity(agent, { type: 'company', name: 'Karoo Mining' });
    ids.thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    await uploadFile(agent, ids.karoo, 'Register 2.pdf', { documentType: 'securities_register' });
    await uploadFile(agent, ids.karoo, 'Register 11.pdf', {
      documentType: 'securities_register',
      validationStatus: 'valid',
      validationNotes: 'Certified copy checked',
      isCertified: 'true',
    });
    await uploadFile(agent, ids.thandi, 'ID copy.pdf', {
      documentType: 'id_document',
      validationStatus: 'valid',
      validationNotes: 'Matches the holder',
      expirationDate: daysFromToday(10),
    });
    const other = (await registeredAgent(app)).agent;
    ids.foreign = await createEntity(other, { type: 'company', name: 'Other Co' });
    await uploadFile(other, ids.foreign, 'Register 3.pdf', { documentType: 'securities_register' });
  });
  afterAll(() => stopTestApp(app));

  it('answers every file newest first with its total when no paging is asked for (the spec shape)', async () => {
    const response = await agent.get('/api/compliance/files').expect(200);
    expect(totalCount(response)).toBe('3');
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
    expect(totalCount(page)).toBe('3');
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
    expect(totalCount(files)).toBe('2');
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

  it("404s another account's entity as a filter or a path", async () => {
    const refused = await agent.get(`/api/compliance/files?entityId=${ids.foreign}`).expect(404);
    expect(refused.body.message).toBe("Entity not found or you don't have access to it");
    await agent.get(`/api/entities/${ids.foreign}/files`).expect(404);
    await agent.get(`/api/compliance/files/stats?entityId=${ids.foreign}`).expect(404);
  });

  itRefuses(() => agent, '/api/compliance/files', [
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
  ]);
});
