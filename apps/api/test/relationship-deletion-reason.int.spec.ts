import type { OwnershipTimelineItem, RecordChangeView } from '@ledgerline/contracts';
import {
  type Agent,
  createEntity,
  createRelationship,
  startWithAccount,
  stopTestApp,
  uploadFile,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

// Deleting a link is an ownership change like any other: why, and on what evidence (docs/decisions/0033).
describe('DELETE /api/relationships/{id} with a reason and evidence', () => {
  let app: TestApp;
  let agent: Agent;
  let acme: number;
  let thandi: number;
  let memo: number;
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount('deletion-reason'));
    acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
    thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    memo = await uploadFile(agent, acme, 'error-memo.pdf', { documentType: 'other' });
  });
  afterAll(() => stopTestApp(app));

  const holding = () =>
    createRelationship(agent, {
      sourceEntityId: thandi,
      targetEntityId: acme,
      type: 'shareholder',
      ownershipPercentage: 30,
      startDate: '2024-01-15',
    });
  const removal = async (link: number) => {
    const rows = (await agent.get(`/api/relationships/${link}/history`).expect(200))
      .body as RecordChangeView[];
    return rows.find((row) => row.kind === 'removed');
  };

  it('records the reason and evidence sent in the body on the deletion, in history and timeline', async () => {
    const link = await holding();
    await agent
      .delete(`/api/relationships/${link}`)
      .send({ changeReason: 'Entered against the wrong company', evidenceDocumentId: memo })
      .expect(200);
    expect(await removal(link)).toMatchObject({
      changeReason: 'Entered against the wrong company',
      evidence: { id: memo, name: 'error-memo.pdf', removed: false },
    });
    const timeline = (await agent.get(`/api/entities/${acme}/ownership-timeline`).expect(200))
      .body as OwnershipTimelineItem[];
    expect(timeline.find((i) => i.relationshipId === link && i.kind === 'removed')).toMatchObject({
      correction: true,
      changeReason: 'Entered against the wrong company',
      evidence: { id: memo, name: 'error-memo.pdf' },
    });
  });

  it('takes them from the query too, and none at all as before', async () => {
    const link = await holding();
    await agent
      .delete(`/api/relationships/${link}?changeReason=Duplicate%20entry&evidenceDocumentId=${memo}`)
      .expect(200);
    expect(await removal(link)).toMatchObject({ changeReason: 'Duplicate entry', evidence: { id: memo } });
    const plain = await holding();
    await agent.delete(`/api/relationships/${plain}`).expect(200);
    expect(await removal(plain)).toMatchObject({ changeReason: null, evidence: null });
  });

  it('refuses bad reasons and evidence by name, and deletes nothing', async () => {
    const link = await holding();
    const refused = async (status: number, body: object, field: string) => {
      const response = await agent.delete(`/api/relationships/${link}`).send(body).expect(status);
      expect(JSON.stringify(response.body)).toContain(field);
    };
    await refused(400, { changeReason: 'x'.repeat(1001) }, 'changeReason');
    await refused(400, { evidenceDocumentId: 'abc' }, 'evidenceDocumentId');
    await refused(404, { evidenceDocumentId: 999_999 }, 'evidenceDocumentId');
    const other = (await registeredAgent(app)).agent;
    const theirs = await createEntity(other, { type: 'company', name: 'Other Co' });
    const theirDocument = await uploadFile(other, theirs, 'theirs.pdf', { documentType: 'other' });
    await refused(404, { evidenceDocumentId: theirDocument }, 'evidenceDocumentId');
    await agent.get(`/api/relationships/${link}`).expect(200);
  });
});
