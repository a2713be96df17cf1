import { createHash } from 'node:crypto';
import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

describe('documents and trust compliance over HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it('uploads, lists, counts, downloads and updates documents', async () => {
    const { agent } = await registeredAgent(app);
    const entityId = (await agent.post('/api/entities').send({ type: 'company', name: 'Doc Co' })).body.id;
    const content = pdf('register of beneficial interest');
    const uploaded = await agent
      .post(`/api/entities/${entityId}/files`)
      .field('documentType', 'beneficial_interest_register')
      .field('isCertified', 'true')
      .field('expirationDate', new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10))
      .attach('file', content, { filename: 'register.pdf', contentType: 'application/pdf' });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      filename: 'register.pdf',
      size: content.length,
      isCertified: true,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
    expect((await agent.get(`/api/compliance/files?entityId=${entityId}`)).body).toHaveLength(1);
    expect((await agent.get(`/api/compliance/files/stats?entityId=${entityId}`)).body).toEqual({
      total: 1,
      certified: 1,
      valid: 0,
      expiring: 1,
    });
    const download = await agent
      .get(uploaded.body.downloadUrl)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(Buffer.compare(download.body as Buffer, content)).toBe(0);
    const validated = await agent
      .patch(`/api/compliance/files/${uploaded.body.id}`)
      .send({ validationStatus: 'valid', validationNotes: 'Checked against the register' });
    expect(validated.body.validationStatus).toBe('valid');
    expect((await agent.get(`/api/entities/${entityId}/files`)).body[0].validationStatus).toBe('valid');
  });

  it('refuses a missing file, a disallowed type, an unknown document type, and other accounts', async () => {
    const owner = await registeredAgent(app);
    const stranger = await registeredAgent(app);
    const entityId = (await owner.agent.post('/api/entities').send({ type: 'company', name: 'Doc Co' })).body
      .id;
    expect(
      (await owner.agent.post(`/api/entities/${entityId}/files`).field('documentType', 'other')).body.errors,
    ).toContainEqual({ field: 'file', message: 'A file is required' });
    const exe = await owner.agent
      .post(`/api/entities/${entityId}/files`)
      .attach('file', Buffer.from('MZ'), { filename: 'x.exe', contentType: 'application/x-msdownload' });
    expect(exe.status).toBe(400);
    const badType = await owner.agent
      .post(`/api/entities/${entityId}/files`)
      .field('documentType', 'selfie')
      .attach('file', pdf('x'), { filename: 'x.pdf', contentType: 'application/pdf' });
    expect(badType.body.errors).toContainEqual({
      field: 'documentType',
      message: expect.stringMatching(/^Document type must be one of id_document, /),
    });
    const theirs = await stranger.agent
      .post(`/api/entities/${entityId}/files`)
      .attach('file', pdf('x'), { filename: 'x.pdf', contentType: 'application/pdf' });
    expect(theirs.status).toBe(404);
    const big = await owner.agent
      .post(`/api/entities/${entityId}/files`)
      .attach('file', Buffer.alloc(11 * 1024 * 1024), {
        filename: 'big.pdf',
        contentType: 'application/pdf',
      });
    expect(big.status).toBe(413);
  });

  it('turns a trust compliant once it has its parties, documents and no overdue filing', async () => {
    const { agent } = await registeredAgent(app);
    const trust = (
      await agent.post('/api/entities').send({ type: 'trust', name: 'Compliant Trust', trustType: 'family' })
    ).body.id;
    const initial = (await agent.get(`/api/compliance/trusts/${trust}`)).body;
    expect(initial).toMatchObject({
      isCompliant: false,
      relationships: { missingRelationships: ['founder', 'trustee', 'beneficiary'] },
    });
    expect(initial.missingDocuments).toEqual([
      'trust_deed',
      'beneficiary_declaration',
      'trustee_appointment',
      'identity_documents',
    ]);
    for (const role of ['founder', 'trustee', 'beneficiary']) {
      const person = (await agent.post('/api/entities').send({ type: 'individual', name: `The ${role}` }))
        .body.id;
      await agent
        .post('/api/relationships')
        .send({ sourceEntityId: person, targetEntityId: trust, type: role })
        .expect(201);
    }
    for (const documentType of initial.missingDocuments)
      await agent
        .post(`/api/entities/${trust}/files`)
        .field('documentType', documentType)
        .attach('file', pdf(documentType), {
          filename: `${documentType}.pdf`,
          contentType: 'application/pdf',
        })
        .expect(201);
    const late = (
      await agent
        .post('/api/compliance/filing-requirements')
        .send({ entityId: trust, requirementType: 'trust_tax_return', dueDate: '2020-01-31' })
    ).body;
    expect((await agent.get(`/api/compliance/trusts/${trust}`)).body).toMatchObject({
      isCompliant: false,
      overdueFilings: 1,
      checks: { relationshipsComplete: true, documentsComplete: true, filingsUpToDate: false },
    });
    await agent
      .patch(`/api/compliance/filing-requirements/${late.id}`)
      .send({ status: 'submitted' })
      .expect(200);
    expect((await agent.get(`/api/compliance/trusts/${trust}`)).body.isCompliant).toBe(true);
    const company = (await agent.post('/api/entities').send({ type: 'company', name: 'Not a trust' })).body
      .id;
    expect((await agent.get(`/api/compliance/trusts/${company}`)).status).toBe(404);
  });
});
