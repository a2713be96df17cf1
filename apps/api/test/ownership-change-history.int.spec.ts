import {
  type Agent,
  createEntity,
  createRelationship,
  daysFromToday,
  startWithAccount,
  stopTestApp,
} from './list-spec-support';
import type { TestApp } from './test-app';

type Change = { kind: string; effectiveAt: string | null; changes: Record<string, unknown> | null };

// Issue 12 1b: the facts an ownership change's history needs — when it took effect.
describe('ownership changes in the history (issue 12 1b)', () => {
  let app: TestApp;
  let agent: Agent;
  let acme: number;
  let thandi: number;
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount('registrar'));
    acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
    thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
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
});
