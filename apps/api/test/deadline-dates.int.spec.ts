import {
  agentTrackingFrom,
  create,
  filingsOf,
  onTheDeadlineDay,
  relate,
  trackFrom,
} from './deadline-spec-support';
import { registeredAgent, useTestApp } from './test-app';

describe('deadline dates', () => {
  const app = useTestApp();
  onTheDeadlineDay(app);

  it('plans an old company from the BO duty, keeps what fell due before tracking as history, plans missed returns', async () => {
    const { agent } = await registeredAgent(app());
    const company = await create(agent, { type: 'company', name: 'Old Co', incorporationDate: '2010-05-04' });
    const [bo] = await filingsOf(agent, company, 'beneficial_ownership_filing');
    // CIPC: an existing company files with its next annual return once returns carried the declaration
    // (24 May 2023): the one for the 4 May 2023 anniversary, due 15 June 2023
    expect(bo).toMatchObject({ dueDate: '2023-06-15', status: 'not_required', isOverdue: false });
    expect(bo.notes).toContain('with the annual return for the 2023-05-04 anniversary');
    expect(bo.notes).toMatch(/^Before tracking/);
    expect(await filingsOf(agent, company, 'annual_return')).toHaveLength(1);

    await trackFrom(agent, '2024-01-01');
    const returns = await filingsOf(agent, company, 'annual_return');
    expect(returns.map((r) => r.dueDate.slice(0, 4))).toEqual(['2024', '2025', '2026', '2027']);
    expect(returns.slice(0, 3).every((r) => r.status === 'overdue')).toBe(true);

    await trackFrom(agent, '2023-01-01');
    expect((await filingsOf(agent, company, 'beneficial_ownership_filing'))[0]).toMatchObject({
      dueDate: '2023-06-15',
      status: 'overdue',
    });
  });

  it('keeps the current annual return, due five days before the account opened, overdue rather than history', async () => {
    // Tracking from the default day, the day the account opened (25 November 2026)
    const { agent } = await registeredAgent(app());
    const company = await create(agent, {
      type: 'company',
      name: 'Recent Co',
      incorporationDate: '2010-10-09',
    });
    expect(await filingsOf(agent, company, 'annual_return')).toEqual([
      expect.objectContaining({
        dueDate: '2026-11-20',
        status: 'overdue',
        notes: expect.stringMatching(/^Annual/),
      }),
    ]);
  });

  it('records the owners of the submission day when a BO filing is marked submitted late, and plans the later change', async () => {
    const { agent } = await registeredAgent(app());
    const company = await create(agent, {
      type: 'company',
      name: 'Leap Day Co',
      incorporationDate: '2024-02-29',
    });
    const thandi = await create(agent, { type: 'individual', name: 'Thandi Early' });
    const johan = await create(agent, { type: 'individual', name: 'Johan Late' });
    const holds = (sourceEntityId: number, ownershipPercentage: number, startDate: string) =>
      relate(agent, {
        sourceEntityId,
        targetEntityId: company,
        type: 'shareholder',
        ownershipPercentage,
        startDate,
      });
    await holds(thandi, 60, '2024-02-29');
    await holds(johan, 40, '2026-11-20');
    const [initial] = await filingsOf(agent, company, 'beneficial_ownership_filing');
    const submitted = await agent
      .patch(`/api/compliance/filing-requirements/${initial.id}`)
      .send({ status: 'submitted', submissionDate: '2024-03-10' })
      .expect(200);
    expect(submitted.body.filedOwnerIds).toEqual([thandi]);
    const refilings = (await filingsOf(agent, company, 'beneficial_ownership_filing')).filter(
      (f) => f.id !== initial.id,
    );
    expect(refilings).toEqual([expect.objectContaining({ dueDate: '2026-12-04', status: 'pending' })]);
  });

  it("keeps a planned filing's day once the user sets it: the engine's next run does not move it back", async () => {
    const { agent } = await registeredAgent(app());
    const company = await create(agent, {
      type: 'company',
      name: 'Agreed Co',
      incorporationDate: '2019-07-08',
    });
    const [planned] = await filingsOf(agent, company, 'annual_return');
    const agreed = { dueDate: '2027-09-30', notes: 'Extension agreed with CIPC' };
    await agent.patch(`/api/compliance/filing-requirements/${planned.id}`).send(agreed).expect(200);
    // Any change to the company plans its filings again
    await agent
      .patch(`/api/entities/${company}`)
      .send({ type: 'company', phone: '011 555 0100' })
      .expect(200);
    const returns = await filingsOf(agent, company, 'annual_return');
    expect(returns.find((r) => r.id === planned.id)).toMatchObject(agreed);
    expect(returns).toHaveLength(1);
  });

  it('makes a BO change due 10 business days after it took effect, overdue when entered late', async () => {
    const agent = await agentTrackingFrom(app(), '2024-01-01');
    const company = await create(agent, {
      type: 'company',
      name: 'Moving Co',
      incorporationDate: '2024-01-15',
    });
    const alice = await create(agent, { type: 'individual', name: 'Alice' });
    const bob = await create(agent, { type: 'individual', name: 'Bob' });
    const holding = await relate(agent, {
      sourceEntityId: alice,
      targetEntityId: company,
      type: 'shareholder',
      ownershipPercentage: 100,
      startDate: '2024-01-15',
    });
    const [initial] = await filingsOf(agent, company, 'beneficial_ownership_filing');
    await agent
      .patch(`/api/compliance/filing-requirements/${initial.id}`)
      .send({ status: 'submitted', submissionDate: '2024-01-25' })
      .expect(200);
    await agent.patch(`/api/relationships/${holding}`).send({ endDate: '2025-03-02' }).expect(200);
    await relate(agent, {
      sourceEntityId: bob,
      targetEntityId: company,
      type: 'shareholder',
      ownershipPercentage: 100,
      startDate: '2025-03-03',
    });
    const refiling = (await filingsOf(agent, company, 'beneficial_ownership_filing')).find(
      (f) => f.id !== initial.id,
    );
    expect(refiling).toMatchObject({ dueDate: '2025-03-17', status: 'overdue' });
  });

  it('calls for refiling when only the category of an owner changes', async () => {
    const { agent } = await registeredAgent(app());
    const company = await create(agent, {
      type: 'company',
      name: 'Role Co',
      incorporationDate: '2025-01-15',
    });
    const carol = await create(agent, { type: 'individual', name: 'Carol' });
    const share = await relate(agent, {
      sourceEntityId: carol,
      targetEntityId: company,
      type: 'shareholder',
      ownershipPercentage: 30,
    });
    const [initial] = await filingsOf(agent, company, 'beneficial_ownership_filing');
    await agent
      .patch(`/api/compliance/filing-requirements/${initial.id}`)
      .send({ status: 'submitted' })
      .expect(200);
    await relate(agent, { sourceEntityId: carol, targetEntityId: company, type: 'controller' });
    expect(await filingsOf(agent, company, 'beneficial_ownership_filing')).toHaveLength(1);
    // Still a beneficial owner, now by control alone: only the category changed.
    await agent.delete(`/api/relationships/${share}`).expect(200);
    const after = await filingsOf(agent, company, 'beneficial_ownership_filing');
    expect(after).toHaveLength(2);
    expect(after.find((f) => f.id !== initial.id)).toMatchObject({ status: 'pending' });
  });

  it("plans a trust's first lodgement with the Master, its updates after dated changes, IT3(t) and provisional seasons", async () => {
    const agent = await agentTrackingFrom(app(), '2023-01-01');
    const trust = await create(agent, {
      type: 'trust',
      name: 'Family Trust',
      trustType: 'discretionary',
      trustDeedDate: '2015-06-01',
    });
    const [first] = await filingsOf(agent, trust, 'trust_bo_register');
    expect(first).toMatchObject({ dueDate: '2023-04-18', status: 'overdue' });
    const trustee = await create(agent, { type: 'individual', name: 'Trustee' });
    await relate(agent, {
      sourceEntityId: trustee,
      targetEntityId: trust,
      type: 'trustee',
      startDate: '2024-02-01',
    });
    const lodgements = await filingsOf(agent, trust, 'trust_bo_register');
    expect(lodgements.map((f) => f.dueDate)).toEqual(['2023-04-18', '2024-02-15']);

    expect(await filingsOf(agent, trust, 'trust_it3t')).toEqual([]);
    const child = await create(agent, { type: 'individual', name: 'Child' });
    await relate(agent, {
      sourceEntityId: child,
      targetEntityId: trust,
      type: 'beneficiary',
      trustBenefitType: 'vested',
    });
    expect((await filingsOf(agent, trust, 'trust_it3t')).map((f) => f.dueDate)).toContain('2025-09-30');
    const returns = await filingsOf(agent, trust, 'trust_tax_return');
    // Every season since tracking began: 2022 (closed 23 January 2023) and 2023 (closed 24 January 2024) too
    expect(returns.map((f) => f.dueDate)).toEqual([
      '2023-01-23',
      '2024-01-24',
      '2025-01-20',
      '2026-01-19',
      '2027-01-18',
    ]);
    expect(returns.slice(0, 2).map((f) => f.status)).toEqual(['overdue', 'overdue']);
    expect(returns.find((f) => f.dueDate === '2026-01-19')?.provisional).toBeFalsy();
    expect(returns.find((f) => f.dueDate === '2027-01-18')).toMatchObject({ provisional: true });
    const overview = (await agent.get(`/api/compliance/trusts/${trust}`).expect(200)).body;
    expect(overview.filingRequirements).toContainEqual(
      expect.objectContaining({
        requirementType: 'trust_tax_return',
        dueDate: '2027-01-18',
        provisional: true,
      }),
    );
  });
});
