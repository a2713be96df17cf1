import type { OwnershipTimelineItem } from '@ledgerline/contracts';
import {
  type Agent,
  createEntity,
  createRelationship,
  itRefuses,
  startWithAccount,
  stopTestApp,
  uploadFile,
} from './list-spec-support';
import { moment } from './recorded-moments';
import { registeredAgent, type TestApp } from './test-app';

// The timeline of a company's ownership changes (docs/decisions/0033).
describe('GET /api/entities/{id}/ownership-timeline', () => {
  let app: TestApp;
  let agent: Agent;
  let acme: number;
  let thandi: number;
  let holdco: number;
  let transferForm: number;
  let beforeTransfer: string;
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount('timeline'));
    acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
    thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    holdco = await createEntity(agent, { type: 'company', name: 'HoldCo' });
    transferForm = await uploadFile(agent, acme, 'transfer-form.pdf', { documentType: 'other' });
    const shareholding = await createRelationship(agent, {
      sourceEntityId: thandi,
      targetEntityId: acme,
      type: 'shareholder',
      ownershipPercentage: 25,
      startDate: '2024-01-15',
      changeReason: 'Founding allotment',
    });
    // A directorship confers no ownership or control: not on the timeline.
    await createRelationship(agent, { sourceEntityId: thandi, targetEntityId: acme, type: 'director' });
    // A subsidiary link runs the other way: Acme is HoldCo's subsidiary, HoldCo holds 50% of it.
    const subsidiary = await createRelationship(agent, {
      sourceEntityId: acme,
      targetEntityId: holdco,
      type: 'subsidiary',
      ownershipPercentage: 50,
    });
    beforeTransfer = await moment();
    await agent
      .patch(`/api/relationships/${shareholding}`)
      .send({
        ownershipPercentage: 40,
        effectiveDate: '2025-03-01',
        changeReason: 'Share transfer',
        evidenceDocumentId: transferForm,
      })
      .expect(200);
    // A change of the notes alone is not a change of ownership.
    await agent.patch(`/api/relationships/${shareholding}`).send({ notes: 'Certificate 12' }).expect(200);
    await agent.delete(`/api/relationships/${subsidiary}`).expect(200);
  });
  afterAll(() => stopTestApp(app));

  const timeline = async (query = '') =>
    (await agent.get(`/api/entities/${acme}/ownership-timeline${query}`).expect(200))
      .body as OwnershipTimelineItem[];

  it('lists each dated change of who owns the company, oldest first, with reason and evidence', async () => {
    const items = await timeline();
    expect(
      items.map((i) => [i.kind, i.holder.name, i.held.name, i.fromPercentage, i.toPercentage, i.effectiveAt]),
    ).toEqual([
      ['created', 'Thandi Nkosi', 'Acme Holdings', null, 25, '2024-01-15'],
      ['created', 'HoldCo', 'Acme Holdings', null, 50, null],
      ['updated', 'Thandi Nkosi', 'Acme Holdings', 25, 40, '2025-03-01'],
      ['removed', 'HoldCo', 'Acme Holdings', 50, null, null],
    ]);
    // A deleted link was a mistake (as-of reads never show it): its deletion is a correction, not a change.
    expect(items.map((i) => i.correction)).toEqual([false, false, false, true]);
    expect(items[0]).toMatchObject({
      changeReason: 'Founding allotment',
      evidence: null,
      startDate: '2024-01-15',
    });
    expect(items[2]).toMatchObject({
      changeReason: 'Share transfer',
      evidence: { id: transferForm, name: 'transfer-form.pdf', removed: false },
      actor: { id: expect.any(Number), name: 'timeline' },
    });
    expect(Date.parse(items[2].recordedAt)).toBeGreaterThan(Date.parse(beforeTransfer));
  });

  it('knownAt keeps what had been recorded by then', async () => {
    const items = await timeline(`?knownAt=${beforeTransfer}`);
    expect(items.map((i) => [i.kind, i.toPercentage])).toEqual([
      ['created', 25],
      ['created', 50],
    ]);
    expect(await timeline('?knownAt=2000-01-01T00:00:00Z')).toEqual([]);
  });

  it("another account's entity is a 404", async () => {
    const other = (await registeredAgent(app)).agent;
    await other.get(`/api/entities/${acme}/ownership-timeline`).expect(404);
    await agent.get('/api/entities/999999/ownership-timeline').expect(404);
  });

  itRefuses(
    () => agent,
    () => `/api/entities/${acme}/ownership-timeline`,
    [['knownAt=2025-03-01', 'knownAt', expect.stringContaining('knownAt must be an ISO-8601 date-time')]],
  );
});
