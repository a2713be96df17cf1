import {
  type Agent,
  addToGroup,
  createEntity,
  createGroup,
  createRelationship,
  itRefuses,
  names,
  startWithAccount,
  stopTestApp,
  totalCount,
  updateSubscription,
  uploadFile,
} from './list-spec-support';
import { REQUIRED_TRUST_DOCUMENTS } from '@ledgerline/contracts';
import { registeredAgent, type TestApp } from './test-app';

type Row = { id: number; name: string; compliance: string | null };

/** GET /api/entities: a trust's `compliance` and its filter, and `notInGroupId` (docs/api-lists.md). */
describe('GET /api/entities?compliance= and ?notInGroupId=', () => {
  let app: TestApp;
  let agent: Agent;
  const ids: Record<string, number> = {};
  const links: Record<string, number> = {};
  const link = async (name: string, source: string, target: string, type: string, isActive = true) => {
    const body = { sourceEntityId: ids[source], targetEntityId: ids[target], type, isActive };
    links[name] = await createRelationship(agent, body);
  };
  const list = async (query: string) => {
    const response = await agent.get(`/api/entities?${query}`).expect(200);
    return {
      names: names(response.body as Row[]),
      total: totalCount(response),
      body: response.body,
    };
  };

  beforeAll(async () => {
    // The first user of a fresh install is its admin, who raises the plan (compliance pages, 200 entities).
    const admin = await startWithAccount();
    ({ app, agent } = admin);
    await updateSubscription(agent, { userId: admin.user.id, tier: 'standard' });
    ids.thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    ids.sipho = await createEntity(agent, { type: 'individual', name: 'Sipho Dube' });
    ids.acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
    for (const [key, name, status] of [
      ['complete', 'Trust 1 Complete', 'active'],
      ['noBeneficiary', 'Trust 2 No Beneficiary', 'active'],
      ['endedBeneficiary', 'Trust 3 Ended Beneficiary', 'active'],
      ['empty', 'Trust 4 Empty', 'pending'],
    ] as const)
      ids[key] = await createEntity(agent, { type: 'trust', name, trustType: 'family', status });
    // Every trust has its documents and no filings: its parties alone decide its compliance here.
    for (const key of ['complete', 'noBeneficiary', 'endedBeneficiary', 'empty'])
      for (const documentType of REQUIRED_TRUST_DOCUMENTS)
        await uploadFile(agent, ids[key], `${documentType}.pdf`, { documentType });
    await link('founder1', 'thandi', 'complete', 'founder');
    await link('trustee1', 'sipho', 'complete', 'trustee');
    await link('beneficiary1', 'acme', 'complete', 'beneficiary');
    await link('founder2', 'thandi', 'noBeneficiary', 'founder');
    await link('trustee2', 'thandi', 'noBeneficiary', 'trustee');
    // The wrong direction: the trust is the source, so it gives no role in it.
    await link('backwards2', 'noBeneficiary', 'sipho', 'beneficiary');
    await link('founder3', 'sipho', 'endedBeneficiary', 'founder');
    await link('trustee3', 'sipho', 'endedBeneficiary', 'trustee');
    await link('beneficiary3', 'thandi', 'endedBeneficiary', 'beneficiary', false);
  });
  afterAll(() => stopTestApp(app));

  it('answers each trust with its compliance and null for companies and individuals', async () => {
    const { body } = await list('sort=name');
    expect(Object.fromEntries((body as Row[]).map((row) => [row.name, row.compliance]))).toEqual({
      'Acme Holdings': null,
      'Sipho Dube': null,
      'Thandi Nkosi': null,
      'Trust 1 Complete': 'compliant',
      'Trust 2 No Beneficiary': 'attention',
      'Trust 3 Ended Beneficiary': 'attention',
      'Trust 4 Empty': 'attention',
    });
  });

  it('filters trusts by compliance, counting them in X-Total-Count, with or without type=trust', async () => {
    const attention = await list('type=trust&compliance=attention&sort=name');
    expect(attention.names).toEqual(['Trust 2 No Beneficiary', 'Trust 3 Ended Beneficiary', 'Trust 4 Empty']);
    expect(attention.total).toBe('3');
    const counted = await list('type=trust&compliance=attention&limit=1');
    expect(counted.names).toEqual(['Trust 4 Empty']);
    expect(counted.total).toBe('3');
    expect((await list('compliance=compliant')).names).toEqual(['Trust 1 Complete']);
    expect((await list('compliance=attention&status=pending')).names).toEqual(['Trust 4 Empty']);
    expect((await list('compliance=attention&q=ended')).names).toEqual(['Trust 3 Ended Beneficiary']);
  });

  it('agrees with the trust compliance page on every trust', async () => {
    for (const key of ['complete', 'noBeneficiary', 'endedBeneficiary', 'empty']) {
      const page = (await agent.get(`/api/compliance/trusts/${ids[key]}`).expect(200)).body;
      const row = (await agent.get(`/api/entities/${ids[key]}`).expect(200)).body as Row;
      expect([key, row.compliance]).toEqual([key, page.isCompliant ? 'compliant' : 'attention']);
    }
  });

  it('follows relationship updates and deletions and the deletion of a party', async () => {
    await agent.patch(`/api/relationships/${links.beneficiary3}`).send({ isActive: true }).expect(200);
    expect((await list('compliance=compliant&sort=name')).names).toEqual([
      'Trust 1 Complete',
      'Trust 3 Ended Beneficiary',
    ]);
    await agent.patch(`/api/relationships/${links.trustee3}`).send({ type: 'controller' }).expect(200);
    await agent.delete(`/api/relationships/${links.founder1}`).expect(200);
    expect((await list('compliance=compliant')).names).toEqual([]);
    await link('founder1b', 'sipho', 'complete', 'founder');
    expect((await list('compliance=compliant')).names).toEqual(['Trust 1 Complete']);
    await agent.delete(`/api/entities/${ids.acme}`).expect(200);
    const after = await list('compliance=attention&limit=1');
    expect(after.total).toBe('4');
    ids.acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
  });

  it('filters one group by compliance', async () => {
    const group = await createGroup(agent, 'Trusts');
    for (const key of ['complete', 'empty']) await addToGroup(agent, group, ids[key]);
    await link('beneficiary1b', 'thandi', 'complete', 'beneficiary');
    expect((await list(`groupId=${group}&compliance=compliant`)).names).toEqual(['Trust 1 Complete']);
    expect((await list(`groupId=${group}&compliance=attention`)).names).toEqual(['Trust 4 Empty']);
  });

  it('lists the entities outside a group in the list order, paged and counted, searched and filtered', async () => {
    const group = await createGroup(agent, 'Clients');
    for (const key of ['thandi', 'complete', 'noBeneficiary']) await addToGroup(agent, group, ids[key]);
    const outside = await list(`notInGroupId=${group}&sort=name`);
    expect(outside.names).toEqual([
      'Acme Holdings',
      'Sipho Dube',
      'Trust 3 Ended Beneficiary',
      'Trust 4 Empty',
    ]);
    expect(outside.total).toBe('4');
    const second = await list(`notInGroupId=${group}&sort=name&limit=2&offset=1`);
    expect(second.names).toEqual(['Sipho Dube', 'Trust 3 Ended Beneficiary']);
    expect(second.total).toBe('4');
    expect((await list(`notInGroupId=${group}&sort=name&order=desc&limit=1`)).names).toEqual([
      'Trust 4 Empty',
    ]);
    const trusts = await list(`notInGroupId=${group}&q=trust&limit=20&sort=name`);
    expect(trusts.names).toEqual(['Trust 3 Ended Beneficiary', 'Trust 4 Empty']);
    expect(trusts.total).toBe('2');
    expect((await list(`notInGroupId=${group}&type=individual`)).names).toEqual(['Sipho Dube']);
    expect((await list(`notInGroupId=${group}&compliance=attention`)).total).toBe('2');
    expect((await list(`notInGroupId=${group}&limit=5&offset=10`)).names).toEqual([]);
  });

  it('finds the first outsiders behind more members than one chunk of candidates', async () => {
    const group = await createGroup(agent, 'Almost everyone');
    for (let n = 1; n <= 30; n++) {
      const id = await createEntity(agent, { type: 'company', name: `Aardvark ${n}` });
      if (n !== 25) await addToGroup(agent, group, id);
    }
    const first = await list(`notInGroupId=${group}&sort=name&limit=1`);
    expect(first.names).toEqual(['Aardvark 25']);
    expect(first.total).toBe('8');
    const whole = await list(`notInGroupId=${group}&sort=name`);
    expect(whole.names.slice(0, 2)).toEqual(['Aardvark 25', 'Acme Holdings']);
    expect(whole.names).toHaveLength(8);
  });

  it("answers 404 for another account's group", async () => {
    const stranger = (await registeredAgent(app)).agent;
    const group = await createGroup(stranger, 'Mine');
    const refused = await agent.get(`/api/entities?notInGroupId=${group}`).expect(404);
    expect(refused.body.message).toBe("Group not found or you don't have access to it");
  });

  itRefuses(() => agent, '/api/entities', [
    ['compliance=unknown', 'compliance', "compliance must be 'compliant' or 'attention'"],
    [
      'type=company&compliance=attention',
      'compliance',
      'compliance applies to trusts only: leave type out or ask for type=trust',
    ],
    ['notInGroupId=x', 'notInGroupId', 'notInGroupId must be a positive whole number'],
    ['groupId=1&notInGroupId=2', 'notInGroupId', 'notInGroupId cannot be combined with groupId'],
  ]);
});
