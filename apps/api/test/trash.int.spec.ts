import { registeredAgent, type TestApp, useTestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;
const LIMIT_MESSAGE = "You've reached your limit of 10 entities. Upgrade your plan to add more.";
const create = async (agent: Agent, body: object): Promise<number> =>
  (await agent.post('/api/entities').send(body).expect(201)).body.id;

/** Acme with a shareholder link to Beta, an asset and a group membership. */
async function acmeWithLinks(agent: Agent) {
  const acme = await create(agent, { type: 'company', name: 'Acme' });
  const beta = await create(agent, { type: 'company', name: 'Beta' });
  const link = { sourceEntityId: acme, targetEntityId: beta, type: 'shareholder', ownershipPercentage: 40 };
  const relationship = (await agent.post('/api/relationships').send(link).expect(201)).body.id;
  await agent.post('/api/assets').send({ name: 'Head office', ownerEntityId: acme }).expect(201);
  const group = (await agent.post('/api/groups').send({ name: 'Clients' }).expect(201)).body.id;
  await agent.post(`/api/groups/${group}/entities/${acme}`).expect(201);
  return { acme, beta, relationship, group };
}

describe('Trash over HTTP: deletion impact, list, restore', () => {
  const app = useTestApp();

  it('tells what a deletion removes, lists the deleted entity and restores it with its links', async () => {
    const { agent, user } = await registeredAgent(app());
    const { acme, beta, relationship, group } = await acmeWithLinks(agent);

    const impact = await agent.get(`/api/entities/${acme}/deletion-impact`).expect(200);
    expect(impact.body).toEqual({
      entityId: acme,
      name: 'Acme',
      relationships: { count: 1, names: ['Beta (shareholder)'] },
      assets: { count: 1, names: ['Head office'] },
      groupMemberships: { count: 1, names: ['Clients'] },
      documents: { count: 0, names: [] },
      filings: expect.objectContaining({ count: expect.any(Number) }),
    });

    await agent.delete(`/api/entities/${acme}`).expect(200);
    const trash = await agent.get('/api/trash?limit=10').expect(200);
    expect(trash.headers['x-total-count']).toBe('1');
    expect(trash.body).toEqual([
      expect.objectContaining({
        entityId: acme,
        type: 'company',
        name: 'Acme',
        deletedBy: { id: user.id, name: expect.any(String) },
        relationships: 1,
        assets: 1,
        groupMemberships: 1,
      }),
    ]);
    const { deletedAt, purgeAfter } = trash.body[0];
    expect(Date.parse(purgeAfter) - Date.parse(deletedAt)).toBe(30 * 86_400_000);

    const restored = await agent.post(`/api/trash/${acme}/restore`).expect(200);
    expect(restored.body).toMatchObject({ id: acme, name: 'Acme', type: 'company' });
    expect((await agent.get('/api/trash').expect(200)).body).toEqual([]);
    expect((await agent.get(`/api/relationships/${relationship}`).expect(200)).body).toMatchObject({
      sourceEntityId: acme,
      targetEntityId: beta,
    });
    expect((await agent.get(`/api/entities/${acme}/assets`).expect(200)).body).toHaveLength(1);
    const members = (await agent.get(`/api/groups/${group}/entities`).expect(200)).body.entities;
    expect(members.map((m: { id: number }) => m.id)).toContain(acme);
    const activity = (await agent.get('/api/activities/recent?limit=5').expect(200)).body as {
      description: string;
    }[];
    expect(activity.map((line) => line.description)).toEqual(
      expect.arrayContaining([
        'Restored company Acme from Trash',
        'Restored asset Head office owned by Acme',
      ]),
    );
    expect(activity.map((line) => line.description)).not.toContain('Created company Acme');
    await agent.post(`/api/trash/${acme}/restore`).expect(404);
  });

  it('keeps the creation times of the entity, its links and its assets through a restore', async () => {
    const { agent } = await registeredAgent(app());
    const { acme, relationship } = await acmeWithLinks(agent);
    const created = async () => {
      const entity = (await agent.get(`/api/entities/${acme}`).expect(200)).body;
      const link = (await agent.get(`/api/relationships/${relationship}`).expect(200)).body;
      const [asset] = (await agent.get(`/api/assets?ownerEntityId=${acme}`).expect(200)).body;
      return [entity.createdAt, link.createdAt, asset.createdAt];
    };
    const before = await created();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await agent.delete(`/api/entities/${acme}`).expect(200);
    await agent.post(`/api/trash/${acme}/restore`).expect(200);
    expect(await created()).toEqual(before);
  });

  it('names the filings a deletion removes as the screens do: their kind in words, the day as shown', async () => {
    const { agent } = await registeredAgent(app());
    const acme = await create(agent, { type: 'company', name: 'Acme' });
    await agent
      .post('/api/compliance/filing-requirements')
      .send({ entityId: acme, requirementType: 'change_of_directors', dueDate: '2030-01-31' })
      .expect(201);
    const impact = await agent.get(`/api/entities/${acme}/deletion-impact`).expect(200);
    expect(impact.body.filings).toEqual({ count: 1, names: ['Change of Directors (due 31 Jan 2030)'] });
  });

  it("answers 404 for an unknown id and for another account's deleted entity", async () => {
    const { agent } = await registeredAgent(app());
    const { agent: other } = await registeredAgent(app());
    const theirs = await create(other, { type: 'trust', name: 'Their Trust', trustType: 'family' });
    await other.delete(`/api/entities/${theirs}`).expect(200);
    await agent.post(`/api/trash/${theirs}/restore`).expect(404);
    await agent.get(`/api/entities/${theirs}/deletion-impact`).expect(404);
    expect((await agent.get('/api/trash').expect(200)).body).toEqual([]);
    await agent.post('/api/trash/999999999/restore').expect(404);
    await other.post(`/api/trash/${theirs}/restore`).expect(200);
  });

  it("a restore continues the links' history: on earlier days they read as they were before the deletion", async () => {
    const { agent } = await registeredAgent(app());
    const target = await create(agent, { type: 'company', name: 'Target Co' });
    const holdco = await create(agent, { type: 'company', name: 'Holdco' });
    const pat = await create(agent, { type: 'individual', name: 'Pat One' });
    const pam = await create(agent, { type: 'individual', name: 'Pam Two' });
    const link = async (sourceEntityId: number, targetEntityId: number, ownershipPercentage: number) =>
      (
        await agent
          .post('/api/relationships')
          .send({
            sourceEntityId,
            targetEntityId,
            type: 'shareholder',
            ownershipPercentage,
            startDate: '2020-01-01',
          })
          .expect(201)
      ).body.id as number;
    const patLink = await link(pat, target, 60);
    const holdcoLink = await link(holdco, target, 40);
    await link(pam, holdco, 100);
    const from = { effectiveDate: '2025-03-01' };
    await agent
      .patch(`/api/relationships/${patLink}`)
      .send({ ownershipPercentage: 20, ...from })
      .expect(200);
    await agent
      .patch(`/api/relationships/${holdcoLink}`)
      .send({ ownershipPercentage: 80, ...from })
      .expect(200);
    const ownersOn = async (day: string) =>
      (
        (await agent.get(`/api/compliance/beneficial-owners/${target}?asOf=${day}`).expect(200)).body as {
          name: string;
          totalOwnership: number;
        }[]
      )
        .map((o) => [o.name, o.totalOwnership])
        .sort();
    const before = await ownersOn('2025-02-28');
    expect(before).toEqual([
      ['Pam Two', 40],
      ['Pat One', 60],
    ]);

    await agent.delete(`/api/entities/${holdco}`).expect(200);
    await agent.post(`/api/trash/${holdco}/restore`).expect(200);

    expect(await ownersOn('2025-02-28')).toEqual(before);
    const link28Feb = await agent.get(`/api/relationships/${holdcoLink}?asOf=2025-02-28`).expect(200);
    expect(link28Feb.body.ownershipPercentage).toBe(40);
    expect((await agent.get(`/api/relationships/${holdcoLink}`).expect(200)).body.ownershipPercentage).toBe(
      80,
    );
    // And the ownership timeline tells the deletion and the restore
    const timeline = (await agent.get(`/api/entities/${target}/ownership-timeline`).expect(200)).body as {
      relationshipId: number;
      kind: string;
      toPercentage: number | null;
    }[];
    expect(
      timeline
        .filter((item) => item.relationshipId === holdcoLink)
        .map((item) => [item.kind, item.toPercentage]),
    ).toEqual([
      ['created', 40],
      ['updated', 80],
      ['removed', null],
      ['restored', 80],
    ]);
  });

  it('brings the filing requirements back as they stood: settled filings stay settled, manual ones return', async () => {
    const { agent } = await registeredAgent(app());
    const acme = await create(agent, { type: 'company', name: 'Acme', incorporationDate: '2019-03-15' });
    const filingsOf = async () =>
      (
        (await agent.get(`/api/compliance/filing-requirements/${acme}`).expect(200)).body as {
          id: number;
          requirementType: string;
          dueDate: string;
          status: string;
          submissionDate: string | null;
          notes: string | null;
        }[]
      )
        .map(({ id, requirementType, dueDate, status, submissionDate, notes }) => ({
          id,
          requirementType,
          dueDate,
          status,
          submissionDate,
          notes,
        }))
        .sort((a, b) => a.id - b.id);
    const planned = await filingsOf();
    expect(planned.length).toBeGreaterThan(1);
    const settled = planned.find((filing) => filing.status !== 'submitted')!;
    await agent
      .patch(`/api/compliance/filing-requirements/${settled.id}`)
      .send({ status: 'submitted', submissionDate: settled.dueDate, notes: 'Lodged by the auditors' })
      .expect(200);
    await agent
      .post('/api/compliance/filing-requirements')
      .send({
        entityId: acme,
        requirementType: 'other',
        dueDate: '2030-01-31',
        status: 'pending',
        notes: 'Own',
      })
      .expect(201);
    const before = await filingsOf();
    expect(before.find((filing) => filing.id === settled.id)).toMatchObject({ status: 'submitted' });

    await agent.delete(`/api/entities/${acme}`).expect(200);
    await agent.post(`/api/trash/${acme}/restore`).expect(200);
    expect(await filingsOf()).toEqual(before);
  });

  it('refuses a restore when the plan entity limit is full', async () => {
    const { agent } = await registeredAgent(app());
    const gone = await create(agent, { type: 'individual', name: 'Thandi Nkosi' });
    await agent.delete(`/api/entities/${gone}`).expect(200);
    for (let i = 0; i < 10; i++) await create(agent, { type: 'company', name: `Company ${i}` });
    const refused = await agent.post(`/api/trash/${gone}/restore`).expect(403);
    expect(refused.body.message).toBe(LIMIT_MESSAGE);
  });
});
