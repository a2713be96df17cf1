import { DeadlineScanService } from '../src/modules/deadlines/deadline-scan.service';
import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

describe('refiling after a change of beneficial owners', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it('plans a CIPC refiling 10 business days out when the owners differ from the last filed set', async () => {
    const { agent } = await registeredAgent(app);
    const company = (
      await agent
        .post('/api/entities')
        .send({ type: 'company', name: 'Changing Co', incorporationDate: '2024-01-15' })
    ).body.id;
    const alice = (await agent.post('/api/entities').send({ type: 'individual', name: 'Alice' })).body.id;
    const bob = (await agent.post('/api/entities').send({ type: 'individual', name: 'Bob' })).body.id;
    await agent
      .post('/api/relationships')
      .send({ sourceEntityId: alice, targetEntityId: company, type: 'shareholder', ownershipPercentage: 100 })
      .expect(201);
    const boFilings = async () =>
      (await agent.get(`/api/entities/${company}/filings`)).body.filter(
        (f: { requirementType: string }) => f.requirementType === 'beneficial_ownership_filing',
      );
    const [initial] = await boFilings();
    await agent
      .patch(`/api/compliance/filing-requirements/${initial.id}`)
      .send({ status: 'submitted' })
      .expect(200);
    expect(await boFilings()).toHaveLength(1);
    // Alice sells first: a company is at most 100% held (docs/decisions/0021).
    await agent
      .patch(
        `/api/relationships/${(await agent.get(`/api/entities/${company}/relationships`)).body.find((r: { sourceEntityId: number }) => r.sourceEntityId === alice).id}`,
      )
      .send({ ownershipPercentage: 60 })
      .expect(200);
    const sold = await agent
      .post('/api/relationships')
      .send({ sourceEntityId: bob, targetEntityId: company, type: 'shareholder', ownershipPercentage: 40 })
      .expect(201);
    const after = await boFilings();
    expect(after).toHaveLength(2);
    const refiling = after.find((f: { id: number }) => f.id !== initial.id);
    expect(refiling).toMatchObject({
      status: 'pending',
      origin: 'deadline_engine',
      notes: expect.stringContaining('changed'),
    });
    expect(refiling.daysUntilDue).toBeGreaterThanOrEqual(12);
    await agent.delete(`/api/relationships/${sold.body.id}`).expect(200);
    expect(await boFilings()).toHaveLength(2);
  });

  it.each(['submitted', 'pending'])(
    'withdraws an open refiling once a BO filing lodged since reported the owners (entered as %s)',
    async (entered) => {
      const { agent } = await registeredAgent(app);
      const create = async (fields: Record<string, unknown>) =>
        (await agent.post('/api/entities').send(fields).expect(201)).body.id as number;
      const company = await create({ type: 'company', name: 'Lodged Co', incorporationDate: '2024-01-15' });
      const alice = await create({ type: 'individual', name: 'Alice' });
      const bob = await create({ type: 'individual', name: 'Bob' });
      const holds = (sourceEntityId: number, ownershipPercentage: number) =>
        agent
          .post('/api/relationships')
          .send({ sourceEntityId, targetEntityId: company, type: 'shareholder', ownershipPercentage })
          .expect(201);
      const boFilings = async (): Promise<{ id: number; status: string; notes: string; origin: string }[]> =>
        (await agent.get(`/api/entities/${company}/filings`)).body.filter(
          (f: { requirementType: string }) => f.requirementType === 'beneficial_ownership_filing',
        );
      await holds(alice, 60);
      const [initial] = await boFilings();
      await agent
        .patch(`/api/compliance/filing-requirements/${initial.id}`)
        .send({ status: 'submitted' })
        .expect(200);
      await holds(bob, 40);
      const refiling = (await boFilings()).find((f) => f.id !== initial.id)!;
      expect(refiling).toMatchObject({ status: 'pending', origin: 'deadline_engine' });

      // The user lodged with CIPC on their own and records it as a filing already submitted
      const lodged = await agent
        .post('/api/compliance/filing-requirements')
        .send({
          entityId: company,
          requirementType: 'beneficial_ownership_filing',
          dueDate: new Date().toISOString().slice(0, 10),
          status: entered,
          submissionDate: null,
          notes: 'Lodged on the CIPC portal',
        })
        .expect(201);
      if (entered === 'pending')
        await agent
          .post('/api/compliance/filing-requirements/mark-filed')
          .send({ ids: [lodged.body.id], submissionDate: null })
          .expect(200);
      const after = await boFilings();
      expect(after.find((f) => f.id === refiling.id)).toMatchObject({
        status: 'not_required',
        notes: expect.stringMatching(
          /^No longer required: the beneficial owners are those the filing submitted on/,
        ),
      });
      // It declared Alice and Bob, so nothing is open and nothing new is planned
      expect(after.filter((f) => f.status === 'pending' || f.status === 'overdue')).toEqual([]);
      expect(after.map((f) => f.id).sort()).toEqual([initial.id, refiling.id, lodged.body.id].sort());
    },
  );

  describe('refilings at the scheduled scan (audit findings)', () => {
    type Filing = {
      id: number;
      status: string;
      dueDate: string;
      notes: string;
      assigneeUserId?: number | null;
    };
    const scan = () => app.app.get(DeadlineScanService).scanAll();
    const setUp = async () => {
      const { agent, user } = await registeredAgent(app);
      const create = async (fields: Record<string, unknown>) =>
        (await agent.post('/api/entities').send(fields).expect(201)).body.id as number;
      const relate = async (fields: Record<string, unknown>) =>
        (await agent.post('/api/relationships').send(fields).expect(201)).body.id as number;
      const company = await create({ type: 'company', name: 'Old Co', incorporationDate: '1996-04-15' });
      const [alice, bob, carol] = [
        await create({ type: 'individual', name: 'Alice' }),
        await create({ type: 'individual', name: 'Bob' }),
        await create({ type: 'individual', name: 'Carol' }),
      ];
      // Undated holdings, and elsewhere in the account a link with an old start date
      for (const owner of [alice, bob])
        await relate({
          sourceEntityId: owner,
          targetEntityId: company,
          type: 'shareholder',
          ownershipPercentage: 50,
        });
      const other = await create({ type: 'company', name: 'Unrelated Co' });
      await relate({
        sourceEntityId: carol,
        targetEntityId: other,
        type: 'shareholder',
        startDate: '2024-03-15',
      });
      for (const entityId of [other, company])
        await agent
          .post('/api/compliance/filing-requirements')
          .send({
            entityId,
            requirementType: 'beneficial_ownership_filing',
            dueDate: '2025-06-01',
            status: 'submitted',
            submissionDate: '2025-06-01',
            notes: null,
          })
          .expect(201);
      const open = async (): Promise<Filing[]> =>
        (await agent.get(`/api/entities/${company}/filings`).expect(200)).body.filter(
          (f: Filing & { requirementType: string }) =>
            f.requirementType === 'beneficial_ownership_filing' && ['pending', 'overdue'].includes(f.status),
        );
      return { agent, user, company, carol, relate, open };
    };

    it('dates a refiling by its own change, the same at once and at the scan', async () => {
      const { company, carol, relate, open } = await setUp();
      await relate({ sourceEntityId: carol, targetEntityId: company, type: 'controller' });
      const [planned] = await open();
      expect(planned.notes).not.toContain('2024-03-15');
      expect(planned.dueDate > '2026-01-01').toBe(true);
      await scan();
      expect(await open()).toEqual([
        expect.objectContaining({ id: planned.id, dueDate: planned.dueDate, notes: planned.notes }),
      ]);
    });

    it('withdraws a refiling once the owners are again those filed (the change undone)', async () => {
      const { agent, company, carol, relate, open } = await setUp();
      const link = await relate({ sourceEntityId: carol, targetEntityId: company, type: 'controller' });
      const [planned] = await open();
      await agent.delete(`/api/relationships/${link}`).expect(200);
      await scan();
      expect(await open()).toEqual([]);
      const withdrawn = (
        await agent.get(`/api/compliance/filing-requirements/${company}`).expect(200)
      ).body.find((f: Filing) => f.id === planned.id);
      expect(withdrawn).toMatchObject({
        status: 'not_required',
        notes: expect.stringMatching(/^No longer required/),
      });
    });

    it('keeps an open refiling, its assignee and notes, when an older BO filing is recorded', async () => {
      const { agent, user, company, carol, relate, open } = await setUp();
      await agent.patch('/api/account/settings').send({ trackedFrom: '2024-01-01' }).expect(200);
      // Carol took control on 31 October, after the filing recorded below
      await relate({
        sourceEntityId: carol,
        targetEntityId: company,
        type: 'controller',
        startDate: '2026-10-31',
      });
      const [planned] = await open();
      await agent
        .patch(`/api/compliance/filing-requirements/${planned.id}`)
        .send({ assigneeUserId: user.id, notes: 'Thandi is handling it' })
        .expect(200);
      await agent
        .post('/api/compliance/filing-requirements')
        .send({
          entityId: company,
          requirementType: 'beneficial_ownership_filing',
          dueDate: '2025-07-01',
          status: 'submitted',
          submissionDate: '2025-07-01',
          notes: null,
        })
        .expect(201);
      await scan();
      expect(await open()).toEqual([
        expect.objectContaining({ id: planned.id, assigneeUserId: user.id, notes: 'Thandi is handling it' }),
      ]);
    });
  });
});
