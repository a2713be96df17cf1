import type { EntityDetailView, RelationshipView } from '@ledgerline/contracts';
import {
  type Agent,
  createEntity,
  createRelationship,
  itRefuses,
  startWithAccount,
  stopTestApp,
  totalCount,
} from './list-spec-support';
import { moment } from './recorded-moments';
import { registeredAgent, type TestApp } from './test-app';

const holders = (rows: RelationshipView[]) =>
  rows.map((r) => [r.sourceEntity.name, r.targetEntity.name, r.ownershipPercentage, r.endDate]);

// Entity and relationship reads as of a day and as known at a moment (0033).
describe('entity and relationship reads with asOf and knownAt', () => {
  let app: TestApp;
  let agent: Agent;
  let acme: number;
  let thandis: number;
  let siphos: number;
  let beforeChanges: string;
  let beforeDeletion: string;
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount('registrar'));
    acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
    const thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    const sipho = await createEntity(agent, { type: 'individual', name: 'Sipho Dube' });
    const hold = (holder: number, ownershipPercentage: number) =>
      createRelationship(agent, {
        sourceEntityId: holder,
        targetEntityId: acme,
        type: 'shareholder',
        ownershipPercentage,
        startDate: '2024-01-15',
      });
    thandis = await hold(thandi, 60);
    siphos = await hold(sipho, 40);
    beforeChanges = await moment();
    await agent.patch(`/api/relationships/${thandis}`).send({ endDate: '2025-02-28' }).expect(200);
    await agent.patch(`/api/entities/${acme}`).send({ type: 'company', name: 'Acme Group' }).expect(200);
    beforeDeletion = await moment();
    await agent.delete(`/api/relationships/${siphos}`).expect(200);
  });
  afterAll(() => stopTestApp(app));

  const list = async (path: string) => {
    const response = await agent.get(path).expect(200);
    return { rows: response.body as RelationshipView[], total: totalCount(response) };
  };
  const ofAcme = (query: string) => list(`/api/entities/${acme}/relationships?${query}`);

  it("an entity's relationships in force on a day, as known now (a deleted link is not known now)", async () => {
    // Each link as the version in force that day: the end set from 28 February is not yet on it.
    expect(holders((await ofAcme('asOf=2025-01-01')).rows)).toEqual([
      ['Thandi Nkosi', 'Acme Group', 60, null],
    ]);
    expect(holders((await ofAcme('asOf=2025-02-28')).rows)).toEqual([
      ['Thandi Nkosi', 'Acme Group', 60, '2025-02-28'],
    ]);
    expect((await ofAcme('asOf=2025-06-01')).rows).toEqual([]);
    const named = await agent.get(`/api/entities/${acme}/relationships?asOf=2025-06-01`).expect(200);
    expect(named.headers['x-as-of']).toBe('2025-06-01');
  });

  it('as the register held them at a moment: the deleted link, the old name, the end not yet recorded', async () => {
    expect(holders((await ofAcme(`knownAt=${beforeDeletion}`)).rows)).toEqual([
      ['Sipho Dube', 'Acme Group', 40, null],
      ['Thandi Nkosi', 'Acme Group', 60, '2025-02-28'],
    ]);
    expect(holders((await ofAcme(`knownAt=${beforeDeletion}&asOf=2025-06-01`)).rows)).toEqual([
      ['Sipho Dube', 'Acme Group', 40, null],
    ]);
    expect(holders((await ofAcme(`knownAt=${beforeChanges}`)).rows)).toEqual([
      ['Sipho Dube', 'Acme Holdings', 40, null],
      ['Thandi Nkosi', 'Acme Holdings', 60, null],
    ]);
    const empty = await ofAcme('knownAt=2000-01-01T00:00:00Z');
    expect([empty.rows, empty.total]).toEqual([[], '0']);
  });

  it("the account's list pages at a moment, its total in X-Total-Count", async () => {
    const page = await list(`/api/relationships?knownAt=${beforeDeletion}&limit=1&sort=ownershipPercentage`);
    expect([holders(page.rows), page.total]).toEqual([[['Sipho Dube', 'Acme Group', 40, null]], '2']);
    expect((await list(`/api/relationships?asOf=2025-06-01`)).total).toBe('0');
  });

  it('one relationship at a moment or on a day; a 404 where there was none', async () => {
    const deleted = await agent.get(`/api/relationships/${siphos}?knownAt=${beforeDeletion}`).expect(200);
    expect(deleted.body).toMatchObject({
      id: siphos,
      ownershipPercentage: 40,
      sourceEntity: { name: 'Sipho Dube' },
    });
    await agent.get(`/api/relationships/${siphos}`).expect(404);
    await agent.get(`/api/relationships/${thandis}?asOf=2025-01-01`).expect(200);
    await agent.get(`/api/relationships/${thandis}?asOf=2025-06-01`).expect(404);
    await agent.get(`/api/relationships/${thandis}?knownAt=2000-01-01T00:00:00Z`).expect(404);
  });

  it('an entity at a moment: its profile then and its relationships then', async () => {
    const then = (await agent.get(`/api/entities/${acme}?knownAt=${beforeChanges}`).expect(200))
      .body as EntityDetailView;
    expect(then.name).toBe('Acme Holdings');
    expect(then.targetRelationships.map((r) => r.ownershipPercentage)).toEqual([40, 60]);
    const onDay = (await agent.get(`/api/entities/${acme}?asOf=2025-06-01`).expect(200))
      .body as EntityDetailView;
    expect([onDay.name, onDay.targetRelationships]).toEqual(['Acme Group', []]);
    await agent.get(`/api/entities/${acme}?knownAt=2000-01-01T00:00:00Z`).expect(404);
  });

  it("another account's records are 404s at any moment", async () => {
    const other = (await registeredAgent(app)).agent;
    for (const path of [
      `/api/entities/${acme}?knownAt=${beforeDeletion}`,
      `/api/entities/${acme}?asOf=2025-01-01`,
      `/api/entities/${acme}/relationships?knownAt=${beforeDeletion}`,
      `/api/entities/${acme}/relationships?asOf=2025-01-01`,
      `/api/relationships/${siphos}?knownAt=${beforeDeletion}`,
      `/api/relationships/${thandis}?asOf=2025-01-01`,
    ])
      await other.get(path).expect(404);
    const theirs = await other.get(`/api/relationships?knownAt=${beforeDeletion}`).expect(200);
    expect(theirs.body).toEqual([]);
  });

  const refusals = [
    ['asOf=2025-13-01', 'asOf', 'asOf must be a date (YYYY-MM-DD) from 1900-01-01'],
    ['knownAt=tomorrow', 'knownAt', expect.stringContaining('knownAt must be an ISO-8601 date-time')],
  ] as const;
  describe('bad input', () => {
    itRefuses(
      () => agent,
      () => `/api/entities/${acme}`,
      refusals,
    );
    itRefuses(
      () => agent,
      () => `/api/entities/${acme}/relationships`,
      refusals,
    );
    itRefuses(
      () => agent,
      () => `/api/relationships/${thandis}`,
      refusals,
    );
    itRefuses(() => agent, '/api/relationships', [
      ...refusals,
      ['asOf=2025-01-01&q=Thandi', 'q', 'q cannot be combined with asOf or knownAt'],
    ]);
  });
});
