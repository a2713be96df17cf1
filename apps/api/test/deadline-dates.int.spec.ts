import { CLOCK, type Clock } from '../src/shared/clock';
import { registeredAgent, useTestApp } from './test-app';

type Agent = Awaited<ReturnType<typeof registeredAgent>>['agent'];
interface Filing {
  id: number;
  requirementType: string;
  dueDate: string;
  status: string;
  notes: string;
  provisional?: boolean;
}

const create = async (agent: Agent, fields: Record<string, unknown>): Promise<number> =>
  (await agent.post('/api/entities').send(fields).expect(201)).body.id;
const relate = async (agent: Agent, fields: Record<string, unknown>): Promise<number> =>
  (await agent.post('/api/relationships').send(fields).expect(201)).body.id;
const filingsOf = async (agent: Agent, entityId: number, type: string): Promise<Filing[]> =>
  (await agent.get(`/api/entities/${entityId}/filings`).expect(200)).body
    .filter((f: Filing) => f.requirementType === type)
    .sort((a: Filing, b: Filing) => a.dueDate.localeCompare(b.dueDate));
const trackFrom = (agent: Agent, trackedFrom: string) =>
  agent.patch('/api/account/settings').send({ trackedFrom }).expect(200);

describe('deadline dates (issue 11 items 9-11)', () => {
  const app = useTestApp();
  // The expectations name the years before and after this day.
  beforeEach(() =>
    jest.spyOn(app().app.get<Clock>(CLOCK), 'now').mockReturnValue(new Date('2026-11-25T08:00:00Z')),
  );
  afterEach(() => jest.restoreAllMocks());
  const agentTrackingFrom = async (trackedFrom: string) => {
    const { agent } = await registeredAgent(app());
    await trackFrom(agent, trackedFrom);
    return agent;
  };

  it('plans an old company from the BO duty, keeps what fell due before tracking as history, plans missed returns', async () => {
    const { agent } = await registeredAgent(app());
    const company = await create(agent, { type: 'company', name: 'Old Co', incorporationDate: '2010-05-04' });
    const [bo] = await filingsOf(agent, company, 'beneficial_ownership_filing');
    expect(bo).toMatchObject({ dueDate: '2023-04-18', status: 'not_required', isOverdue: false });
    expect(bo.notes).toMatch(/^Before tracking/);
    expect(await filingsOf(agent, company, 'annual_return')).toHaveLength(1);

    await trackFrom(agent, '2024-01-01');
    const returns = await filingsOf(agent, company, 'annual_return');
    expect(returns.map((r) => r.dueDate.slice(0, 4))).toEqual(['2024', '2025', '2026', '2027']);
    expect(returns.slice(0, 3).every((r) => r.status === 'overdue')).toBe(true);

    await trackFrom(agent, '2023-01-01');
    expect((await filingsOf(agent, company, 'beneficial_ownership_filing'))[0]).toMatchObject({
      dueDate: '2023-04-18',
      status: 'overdue',
    });
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
    const agent = await agentTrackingFrom('2024-01-01');
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
    const agent = await agentTrackingFrom('2023-01-01');
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

  it('keeps the returns due before a later tracked-from day as history, not overdue', async () => {
    const agent = await agentTrackingFrom('2019-01-01');
    const company = await create(agent, {
      type: 'company',
      name: 'Tracked Co',
      incorporationDate: '2020-06-15',
    });
    const overdue = async () =>
      (await filingsOf(agent, company, 'annual_return'))
        .filter((f) => f.status === 'overdue')
        .map((f) => f.dueDate);
    expect((await overdue()).length).toBeGreaterThanOrEqual(5);
    await trackFrom(agent, '2026-01-01');
    // Only the 2026 return, due after tracking began, is still overdue
    expect(await overdue()).toEqual(['2026-07-28']);
    const history = (await filingsOf(agent, company, 'annual_return')).filter(
      (f) => f.dueDate < '2026-01-01',
    );
    expect(history.every((f) => f.status === 'not_required' && f.notes.startsWith('Before tracking'))).toBe(
      true,
    );
    await trackFrom(agent, '2019-01-01');
    expect((await overdue()).length).toBeGreaterThanOrEqual(5);
  });

  it('withdraws the plans of an incorporation date that was corrected, and reopens them when it is corrected back', async () => {
    const agent = await agentTrackingFrom('2024-01-01');
    const company = await create(agent, {
      type: 'company',
      name: 'Moved Co',
      incorporationDate: '2024-03-15',
    });
    const correct = (incorporationDate: string) =>
      agent.patch(`/api/entities/${company}`).send({ type: 'company', incorporationDate }).expect(200);
    const open = async () =>
      (await agent.get(`/api/entities/${company}/filings`).expect(200)).body
        .filter((f: Filing) => f.status !== 'not_required')
        .map((f: Filing) => `${f.requirementType} ${f.dueDate}`)
        .sort();
    const before = await open();
    expect(before).toContain('beneficial_ownership_filing 2024-04-03');

    await correct('2024-07-10');
    // The July anniversaries' returns (30 business days after) and the BO filing 10 business days after
    expect(await open()).toEqual([
      'annual_return 2025-08-21',
      'annual_return 2026-08-24',
      'annual_return 2027-08-23',
      'beneficial_ownership_filing 2024-07-24',
    ]);
    const withdrawn = (await agent.get(`/api/entities/${company}/filings`).expect(200)).body.filter(
      (f: Filing) => f.status === 'not_required',
    );
    expect(withdrawn.map((f: Filing) => f.dueDate).sort()).toEqual(
      before.map((plan: string) => plan.split(' ')[1]).sort(),
    );
    expect(withdrawn[0].notes).toMatch(/^No longer required: /);

    await correct('2024-03-15');
    expect(await open()).toEqual(expect.arrayContaining(before));
  });

  it('plans no tax return for a year of assessment that ended before the trust deed', async () => {
    const agent = await agentTrackingFrom('2024-01-01');
    const trust = await create(agent, {
      type: 'trust',
      name: 'Young Trust',
      trustType: 'discretionary',
      trustDeedDate: '2025-05-01',
    });
    const seasons = async () =>
      (await filingsOf(agent, trust, 'trust_tax_return'))
        .filter((f) => f.status !== 'not_required')
        .map((f) => f.dueDate);
    // The 2025 season files the year that ended in February 2025, before the deed
    expect(await seasons()).toEqual(['2027-01-18']);
    await agent
      .patch(`/api/entities/${trust}`)
      .send({ type: 'trust', trustDeedDate: '2024-06-01' })
      .expect(200);
    expect(await seasons()).toEqual(['2026-01-19', '2027-01-18']);
    await agent
      .patch(`/api/entities/${trust}`)
      .send({ type: 'trust', trustDeedDate: '2025-05-01' })
      .expect(200);
    expect(await seasons()).toEqual(['2027-01-18']);
  });
});
