import {
  type Agent,
  createEntity,
  createFiling,
  createRelationship,
  daysFromToday,
  startWithAccount,
  stopTestApp,
  uploadFile,
} from './list-spec-support';
import type { TestApp } from './test-app';

/**
 * One compliance rule for a company or trust. GET /api/compliance/status/{id} (the compliance
 * page's status card) and GET /api/compliance/trusts/{id} (the trust compliance page) give one verdict.
 */
describe('GET /api/compliance/status/{id}: the verdict every compliance screen shows', () => {
  let app: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
  });
  afterAll(() => stopTestApp(app));

  const verdicts = async (trustId: number) => {
    const status = (await agent.get(`/api/compliance/status/${trustId}`).expect(200)).body;
    const trustPage = (await agent.get(`/api/compliance/trusts/${trustId}`).expect(200)).body;
    return { status, trustPage };
  };

  it('a trust without parties needs attention on both routes, and is compliant on both once complete', async () => {
    const trust = await createEntity(agent, {
      type: 'trust',
      name: 'Khumalo Family Trust',
      trustType: 'discretionary',
    });

    const before = await verdicts(trust);
    expect(before.status).toMatchObject({
      entityId: trust,
      entityType: 'trust',
      isCompliant: false,
      missingRelationships: ['founder', 'trustee', 'beneficiary'],
      checks: { relationshipsComplete: false, documentsComplete: false, filingsUpToDate: true },
    });
    expect(before.trustPage.isCompliant).toBe(false);
    expect(before.trustPage.checks).toEqual(before.status.checks);

    for (const type of ['founder', 'trustee', 'beneficiary']) {
      const party = await createEntity(agent, { type: 'individual', name: `The ${type}` });
      await createRelationship(agent, { sourceEntityId: party, targetEntityId: trust, type });
    }
    for (const documentType of [
      'trust_deed',
      'beneficiary_declaration',
      'trustee_appointment',
      'identity_documents',
    ])
      await uploadFile(agent, trust, `${documentType}.pdf`, { documentType });

    const after = await verdicts(trust);
    expect(after.status).toMatchObject({ isCompliant: true, missingRelationships: [], missingDocuments: [] });
    expect(after.trustPage.isCompliant).toBe(true);
  });

  it('a company needs attention only while a filing is overdue', async () => {
    const company = await createEntity(agent, { type: 'company', name: 'Gamma Logistics' });
    expect((await agent.get(`/api/compliance/status/${company}`).expect(200)).body).toMatchObject({
      entityType: 'company',
      isCompliant: true,
      overdueFilings: 0,
    });

    await createFiling(agent, {
      entityId: company,
      requirementType: 'annual_return',
      dueDate: daysFromToday(-10),
      status: 'pending',
    });
    expect((await agent.get(`/api/compliance/status/${company}`).expect(200)).body).toMatchObject({
      isCompliant: false,
      overdueFilings: 1,
      checks: { filingsUpToDate: false },
    });
  });

  it('answers 404 for an individual and for another account', async () => {
    const person = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    await agent.get(`/api/compliance/status/${person}`).expect(404);
    const stranger = app.agent();
    await stranger.post('/api/register').send({ username: `other${Date.now()}`, password: 'secret123' });
    const company = await createEntity(agent, { type: 'company', name: 'Private Co' });
    await stranger.get(`/api/compliance/status/${company}`).expect(404);
  });
});
