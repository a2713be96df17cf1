import {
  type Agent,
  createEntity,
  createRelationship,
  daysFromToday,
  startWithAccount,
  stopTestApp,
  uploadFile,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

type Change = {
  kind: string;
  effectiveAt: string | null;
  changes: Record<string, unknown> | null;
  fields: Record<string, unknown> | null;
  changeReason: string | null;
  evidence: { id: number; name: string | null; removed: boolean } | null;
};

// The facts an ownership change's history needs — when it took effect.
describe('ownership changes in the history', () => {
  let app: TestApp;
  let agent: Agent;
  let acme: number;
  let thandi: number;
  let transferForm: number;
  let foreignDocument: number;
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount('registrar'));
    acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
    thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    transferForm = await uploadFile(agent, acme, 'transfer-form.pdf', { documentType: 'other' });
    const other = (await registeredAgent(app)).agent;
    const elsewhere = await createEntity(other, { type: 'company', name: 'Elsewhere' });
    foreignDocument = await uploadFile(other, elsewhere, 'theirs.pdf', { documentType: 'other' });
  });
  afterAll(() => stopTestApp(app));

  const newShareholding = () =>
    createRelationship(agent, {
      sourceEntityId: thandi,
      targetEntityId: acme,
      type: 'shareholder',
      ownershipPercentage: 25,
      startDate: '2024-01-15',
    });
  const history = async (id: number) =>
    (await agent.get(`/api/relationships/${id}/history`).expect(200)).body as Change[];

  it('shows a disposal effective on its end date and a creation on its start date', async () => {
    const id = await newShareholding();
    await agent.patch(`/api/relationships/${id}`).send({ endDate: '2025-03-01' }).expect(200);
    const [disposal, creation] = await history(id);
    expect(disposal).toMatchObject({ kind: 'updated', effectiveAt: '2025-03-01' });
    expect(creation).toMatchObject({ kind: 'created', effectiveAt: '2024-01-15' });
    await agent.delete(`/api/relationships/${id}`).expect(200);
  });

  it('shows a percentage change effective on the stated effectiveDate', async () => {
    const id = await newShareholding();
    await agent
      .patch(`/api/relationships/${id}`)
      .send({ ownershipPercentage: 40, effectiveDate: '2025-03-01' })
      .expect(200);
    const [change] = await history(id);
    expect(change).toMatchObject({
      effectiveAt: '2025-03-01',
      changes: { ownershipPercentage: { from: 25, to: 40 } },
    });
    expect((await agent.get(`/api/relationships/${id}`).expect(200)).body).not.toHaveProperty(
      'effectiveDate',
    );
    await agent.delete(`/api/relationships/${id}`).expect(200);
  });

  it.each([
    [daysFromToday(2), 'Effective date cannot be in the future'],
    ['2025-02-30', 'Invalid date'],
  ])('refuses effectiveDate %s with a 400 naming it', async (effectiveDate, message) => {
    const id = await newShareholding();
    const response = await agent
      .patch(`/api/relationships/${id}`)
      .send({ ownershipPercentage: 30, effectiveDate })
      .expect(400);
    expect(response.body.errors).toContainEqual({ field: 'effectiveDate', message });
    await agent.delete(`/api/relationships/${id}`).expect(200);
  });

  it('shows the reason and the evidence document of a change and of a creation', async () => {
    const id = await createRelationship(agent, {
      sourceEntityId: thandi,
      targetEntityId: acme,
      type: 'shareholder',
      ownershipPercentage: 25,
      changeReason: 'Allotment',
      evidenceDocumentId: transferForm,
    });
    await agent
      .patch(`/api/relationships/${id}`)
      .send({
        ownershipPercentage: 40,
        effectiveDate: '2025-03-01',
        changeReason: 'Share transfer from the founder',
        evidenceDocumentId: transferForm,
      })
      .expect(200);
    const [change, creation] = await history(id);
    const evidence = { id: transferForm, name: 'transfer-form.pdf', removed: false };
    expect(change).toMatchObject({
      effectiveAt: '2025-03-01',
      changeReason: 'Share transfer from the founder',
      evidence,
    });
    expect(creation).toMatchObject({ changeReason: 'Allotment', evidence });
    expect(creation.fields).not.toHaveProperty('changeReason');
    const view = (await agent.get(`/api/relationships/${id}`).expect(200)).body;
    expect(view).not.toHaveProperty('changeReason');
    await agent.delete(`/api/relationships/${id}`).expect(200);
  });

  it.each([
    [
      'another account',
      () => foreignDocument,
      404,
      "Evidence document not found or you don't have access to it",
    ],
    ['an unknown', () => 999_999, 404, "Evidence document not found or you don't have access to it"],
    ['a malformed', () => 'abc', 400, 'Evidence document must be a document id'],
  ])(
    'refuses the evidence document id of %s, naming evidenceDocumentId',
    async (_what, evidenceDocumentId, status, message) => {
      const id = await newShareholding();
      const response = await agent
        .patch(`/api/relationships/${id}`)
        .send({ ownershipPercentage: 30, evidenceDocumentId: evidenceDocumentId() })
        .expect(status);
      expect(response.body.errors).toContainEqual({ field: 'evidenceDocumentId', message });
      const created = await agent
        .post('/api/relationships')
        .send({
          sourceEntityId: acme,
          targetEntityId: thandi,
          type: 'director',
          evidenceDocumentId: evidenceDocumentId(),
        })
        .expect(status);
      expect(created.body.errors).toContainEqual({ field: 'evidenceDocumentId', message });
      await agent.delete(`/api/relationships/${id}`).expect(200);
    },
  );

  it('refuses a reason longer than 1000 characters, naming changeReason', async () => {
    const id = await newShareholding();
    const response = await agent
      .patch(`/api/relationships/${id}`)
      .send({ ownershipPercentage: 30, changeReason: 'x'.repeat(1001) })
      .expect(400);
    expect(response.body.errors).toContainEqual({
      field: 'changeReason',
      message: 'Reason for the change must be at most 1000 characters',
    });
    await agent.delete(`/api/relationships/${id}`).expect(200);
  });
});
