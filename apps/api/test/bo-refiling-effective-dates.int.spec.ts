import { CLOCK, type Clock } from '../src/shared/clock';
import { type Agent, create, filingsOf, relate, trackFrom } from './deadline-spec-support';
import { registeredAgent, useTestApp } from './test-app';

/**
 * Every kind of change of beneficial owners dates its refiling from the day it took effect (docs/decisions/0026),
 * as the BO route dates `becameOwnerOn`/`ceasedOn`: a percentage or a relationship type changed with an effective
 * date, not only a link that starts or ends.
 */
describe('BO refilings dated from the effective day of every change', () => {
  const app = useTestApp();
  // The day the changes are entered: 1 December 2026
  let now: Date;
  beforeEach(() => {
    now = new Date('2026-12-01T08:00:00Z');
    jest.spyOn(app().app.get<Clock>(CLOCK), 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  const patchLink = (agent: Agent, id: number, fields: Record<string, unknown>) =>
    agent.patch(`/api/relationships/${id}`).send(fields).expect(200);
  const open = async (agent: Agent, entityId: number, type = 'beneficial_ownership_filing') =>
    (await filingsOf(agent, entityId, type)).filter((f) => f.status === 'pending' || f.status === 'overdue');

  /** An old company held by Alice (60%), Bob (37%) and Dan (3%), whose owners were filed on 1 June 2024. */
  const filedCompany = async (trackedFrom: string | null = '2024-06-01') => {
    const { agent } = await registeredAgent(app());
    if (trackedFrom) await trackFrom(agent, trackedFrom);
    const company = await create(agent, {
      type: 'company',
      name: 'Filed Co',
      incorporationDate: '2015-02-10',
    });
    const alice = await create(agent, { type: 'individual', name: 'Alice' });
    const bob = await create(agent, { type: 'individual', name: 'Bob' });
    const dan = await create(agent, { type: 'individual', name: 'Dan' });
    const holding = (sourceEntityId: number, ownershipPercentage: number) =>
      relate(agent, {
        sourceEntityId,
        targetEntityId: company,
        type: 'shareholder',
        ownershipPercentage,
        startDate: '2015-02-10',
      });
    const aliceLink = await holding(alice, 60);
    const bobLink = await holding(bob, 37);
    const danLink = await holding(dan, 3);
    await agent
      .post('/api/compliance/filing-requirements')
      .send({
        entityId: company,
        requirementType: 'beneficial_ownership_filing',
        dueDate: '2024-06-01',
        status: 'submitted',
        submissionDate: '2024-06-01',
        notes: null,
      })
      .expect(201);
    expect(await open(agent, company)).toEqual([]);
    return { agent, company, alice, aliceLink, bobLink, danLink };
  };

  it('dates a cut from 60% to 3% from its effective day, as the BO route dates its ceasing', async () => {
    const { agent, company, alice, aliceLink } = await filedCompany();
    await patchLink(agent, aliceLink, { ownershipPercentage: 3, effectiveDate: '2025-03-03' });

    const owners: { individualId: number; ceasedOn: string | null }[] = (
      await agent.get(`/api/compliance/beneficial-owners/${company}?includeFormer=true`).expect(200)
    ).body;
    expect(owners.filter((o) => o.individualId === alice && o.ceasedOn)).toEqual([
      expect.objectContaining({ ceasedOn: '2025-03-03' }),
    ]);
    expect(await open(agent, company)).toEqual([
      expect.objectContaining({
        dueDate: '2025-03-17',
        status: 'overdue',
        notes: expect.stringContaining('changed on 2025-03-03'),
      }),
    ]);
  });

  it('keeps that refiling overdue when tracking began today: the change was entered after it began', async () => {
    // The default tracked-from day is the day the account opened (today); the change is entered today
    const { agent, company, aliceLink } = await filedCompany(null);
    await patchLink(agent, aliceLink, { ownershipPercentage: 3, effectiveDate: '2025-03-03' });
    expect(await open(agent, company)).toEqual([
      expect.objectContaining({
        dueDate: '2025-03-17',
        status: 'overdue',
        notes: expect.stringMatching(/^The/),
      }),
    ]);
  });

  it('keeps it as history once the tracked-from day moves past the day the change was entered', async () => {
    const { agent, company, aliceLink } = await filedCompany();
    await patchLink(agent, aliceLink, { ownershipPercentage: 3, effectiveDate: '2025-03-03' });
    now = new Date('2026-12-20T08:00:00Z');
    await trackFrom(agent, '2026-12-10');
    expect(await open(agent, company)).toEqual([]);
    const refiling = (await filingsOf(agent, company, 'beneficial_ownership_filing')).find(
      (f) => f.dueDate === '2025-03-17',
    );
    expect(refiling).toMatchObject({
      status: 'not_required',
      notes: expect.stringMatching(/^Before tracking/),
    });
  });

  it("dates an undated new controller from the day it was recorded in the account's zone, on every read", async () => {
    const { agent, company } = await filedCompany();
    // Entered at 22:30 UTC on 1 December: 2 December in Johannesburg, the account's zone
    now = new Date('2026-12-01T22:30:00Z');
    const erin = await create(agent, { type: 'individual', name: 'Erin' });
    await relate(agent, {
      sourceEntityId: erin,
      targetEntityId: company,
      type: 'controller',
    });
    const owners: { individualId: number; becameOwnerOn: string | null }[] = (
      await agent.get(`/api/compliance/beneficial-owners/${company}`).expect(200)
    ).body;
    expect(owners.find((o) => o.individualId === erin)?.becameOwnerOn).toBe('2026-12-02');
    const sets: { effectiveFrom: string | null; owners: { individualId: number }[] }[] = (
      await agent.get(`/api/compliance/beneficial-owners/${company}/history`).expect(200)
    ).body;
    expect(sets.at(-1)).toMatchObject({
      effectiveFrom: '2026-12-02',
      owners: expect.arrayContaining([expect.objectContaining({ individualId: erin })]),
    });
    expect(await open(agent, company)).toEqual([
      expect.objectContaining({ notes: expect.stringContaining('changed on 2026-12-02') }),
    ]);
  });

  it('dates a change of relationship type from its effective day', async () => {
    const { agent, company } = await filedCompany();
    const carol = await create(agent, { type: 'individual', name: 'Carol' });
    const role = await relate(agent, {
      sourceEntityId: carol,
      targetEntityId: company,
      type: 'director',
      startDate: '2015-02-10',
    });
    expect(await open(agent, company)).toEqual([]);
    // Carol took control on 3 March 2025: a beneficial owner by control from then
    await patchLink(agent, role, { type: 'controller', effectiveDate: '2025-03-03' });
    expect(await open(agent, company)).toEqual([
      expect.objectContaining({
        dueDate: '2025-03-17',
        status: 'overdue',
        notes: expect.stringContaining('changed on 2025-03-03'),
      }),
    ]);
  });

  it('dates a holding raised past 5% from its effective day (Youth Day on the way)', async () => {
    const { agent, company, bobLink, danLink } = await filedCompany();
    // Dan held 3% (not an owner); from 2 June 2025, 30%, bought from Bob
    await patchLink(agent, bobLink, { ownershipPercentage: 10, effectiveDate: '2025-06-02' });
    await patchLink(agent, danLink, { ownershipPercentage: 30, effectiveDate: '2025-06-02' });
    // 10 business days after Monday 2 June 2025, skipping Youth Day (Monday 16 June)
    expect(await open(agent, company)).toEqual([
      expect.objectContaining({
        dueDate: '2025-06-17',
        status: 'overdue',
        notes: expect.stringContaining('changed on 2025-06-02'),
      }),
    ]);
  });

  it('plans an open refiling for a new 30% owner effective three days ago, tracking from today', async () => {
    // The default tracked-from day: the day the account opened (today)
    const { agent } = await registeredAgent(app());
    const company = await create(agent, {
      type: 'company',
      name: 'Onboarded Co',
      incorporationDate: '2015-02-10',
    });
    const alice = await create(agent, { type: 'individual', name: 'Alice' });
    const erin = await create(agent, { type: 'individual', name: 'Erin' });
    await relate(agent, {
      sourceEntityId: alice,
      targetEntityId: company,
      type: 'shareholder',
      ownershipPercentage: 70,
    });
    await relate(agent, {
      sourceEntityId: erin,
      targetEntityId: company,
      type: 'shareholder',
      ownershipPercentage: 30,
      startDate: '2026-11-28',
    });
    // 10 business days after Saturday 28 November 2026
    expect(await open(agent, company)).toEqual([
      expect.objectContaining({
        dueDate: '2026-12-11',
        status: 'pending',
        notes: expect.stringContaining('changed on 2026-11-28'),
      }),
    ]);
  });

  it("plans an update of a trust's register with the Master when a trustee becomes its controller", async () => {
    const { agent } = await registeredAgent(app());
    await trackFrom(agent, '2024-01-01');
    const trust = await create(agent, {
      type: 'trust',
      name: 'Role Trust',
      trustType: 'family',
      trustDeedDate: '2015-02-10',
    });
    const parties: Record<string, number> = {};
    for (const type of ['founder', 'trustee', 'beneficiary'])
      parties[type] = await relate(agent, {
        sourceEntityId: await create(agent, { type: 'individual', name: `Role ${type}` }),
        targetEntityId: trust,
        type,
        startDate: '2015-02-10',
      });
    const registers = () => open(agent, trust, 'trust_bo_register');
    // The first lodgement (due 18 April 2023, before tracking) is history; nothing is open
    expect(await registers()).toEqual([]);
    await patchLink(agent, parties.trustee, { type: 'controller', effectiveDate: '2025-03-03' });
    expect(await registers()).toEqual([
      expect.objectContaining({
        dueDate: '2025-03-17',
        status: 'overdue',
        notes: expect.stringContaining('changed on 2025-03-03'),
      }),
    ]);
  });
});
