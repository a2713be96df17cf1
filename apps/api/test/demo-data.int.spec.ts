import { PLANS } from '@ledgerline/contracts';
import { createEntity, updateSubscription } from './list-spec-support';
import { registeredAgent, useTestApp } from './test-app';

type Agent = Awaited<ReturnType<typeof registeredAgent>>['agent'];

/** The dashboard's counts of the demo on the Free plan: its ten relationships are the plan's cap. */
const FREE_DEMO_COUNTS = { companies: 4, individuals: 5, trusts: 1, assets: 6, relationships: 10 };

const counts = async (agent: Agent) => (await agent.get('/api/dashboard').expect(200)).body.counts;

describe('POST /api/demo-data', () => {
  const app = useTestApp();
  let admin: Agent;

  beforeAll(async () => {
    // The installation's first user is its admin, who changes the others' plans.
    ({ agent: admin } = await registeredAgent(app()));
  });

  it('fills an empty Free account with the Protea group cut to the plan, then refuses a second load', async () => {
    const { agent } = await registeredAgent(app());
    const { body } = await agent.post('/api/demo-data').expect(201);
    expect(body.created).toEqual({
      entities: 10,
      companies: 4,
      individuals: 5,
      trusts: 1,
      relationships: PLANS.free.entityLimit,
      assets: 6,
      groups: 2,
      filings: 2,
      documents: 4,
    });
    expect(await counts(agent)).toEqual(FREE_DEMO_COUNTS);
    const companies = (await agent.get('/api/entities?type=company').expect(200)).body;
    const list = Array.isArray(companies) ? companies : companies.data;
    expect(list.map((c: { registrationNumber: string }) => c.registrationNumber)).toEqual(
      expect.arrayContaining(['2009/014512/07', '2011/102938/07']),
    );
    // The deadline engine planned filings from the incorporation dates besides the two demo ones.
    const filings = (await agent.get('/api/compliance/filing-requirements').expect(200)).body;
    const origins = filings.map((f: { origin: string }) => f.origin);
    expect(origins.filter((o: string) => o === 'manual')).toHaveLength(2);
    expect(origins).toContain('deadline_engine');
    // The account is tracked from today: the group's years of history are not overdue.
    expect((await agent.get('/api/compliance/filing-requirements/overdue').expect(200)).body).toEqual([]);

    const again = await agent.post('/api/demo-data').expect(409);
    expect(again.body.message).toMatch(/only be loaded into an empty account/);
    expect(await counts(agent)).toEqual(FREE_DEMO_COUNTS);
  });

  it('loads the whole group, directors included, on a plan with room for it', async () => {
    const { agent, user } = await registeredAgent(app());
    await updateSubscription(admin, { userId: user.id, tier: 'standard' });
    const { body } = await agent.post('/api/demo-data').expect(201);
    expect(body.created.relationships).toBe(17);
    const links = (await agent.get('/api/relationships?type=director').expect(200)).body;
    expect((Array.isArray(links) ? links : links.data).length).toBe(5);
  });

  it('refuses an account that already holds a record, and creates nothing', async () => {
    const { agent } = await registeredAgent(app());
    await createEntity(agent, { type: 'company', name: 'Existing Client (Pty) Ltd' });
    await agent.post('/api/demo-data').expect(409);
    expect(await counts(agent)).toEqual({
      companies: 1,
      individuals: 0,
      trusts: 0,
      assets: 0,
      relationships: 0,
    });
  });

  it('answers 401 without a session', async () => {
    await app().agent().post('/api/demo-data').expect(401);
  });
});
