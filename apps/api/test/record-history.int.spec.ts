import { localDay } from '@ledgerline/contracts';
import { READ_STORE, type SqliteReadStore, planProblems } from '@ledgerline/projections';
import {
  type Agent,
  createAsset,
  createEntity,
  createFiling,
  createRelationship,
  daysFromToday,
  itRefuses,
  startWithAccount,
  stopTestApp,
  totalCount,
  uploadFile,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

type Change = {
  id: string;
  kind: string;
  eventType: string;
  recordedAt: string;
  effectiveAt: string | null;
  actor: { id: number | null; name: string | null };
  record: { type: string; id: number; name: string | null; entities: { name: string | null }[] };
  changes: Record<string, { from: unknown; to: unknown }> | null;
  fields: Record<string, unknown> | null;
  reason: string | null;
};

const kinds = (rows: Change[]) => rows.map((row) => `${row.record.type} ${row.kind}`);

describe('record history and audit trail', () => {
  let app: TestApp;
  let agent: Agent;
  let other: Agent;
  let userId: number;
  let accountIds: { mine: number; theirs: number };
  const ids: Record<string, number> = {};
  const foreign: Record<string, number> = {};
  beforeAll(async () => {
    let user: { id: number; accountId: number; role: string };
    ({ app, agent, user } = await startWithAccount('historian'));
    userId = user.id;
    expect(user.role).toBe('admin'); // the installation's first user
    ids.acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
    ids.thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    ids.share = await createRelationship(agent, {
      sourceEntityId: ids.thandi,
      targetEntityId: ids.acme,
      type: 'shareholder',
      ownershipPercentage: 25,
    });
    await agent.patch(`/api/relationships/${ids.share}`).send({ ownershipPercentage: 40 }).expect(200);
    ids.asset = await createAsset(agent, { name: 'Head office', ownerEntityId: ids.acme });
    ids.filing = await createFiling(agent, {
      entityId: ids.acme,
      requirementType: 'annual_return',
      dueDate: daysFromToday(20),
    });
    ids.document = await uploadFile(agent, ids.acme, 'register.pdf', { documentType: 'other' });
    ids.gone = await createEntity(agent, { type: 'company', name: 'Gone Ltd' });
    await agent.delete(`/api/entities/${ids.gone}`).expect(200);
    const registered = await registeredAgent(app);
    other = registered.agent;
    accountIds = { mine: user.accountId, theirs: registered.user.accountId };
    foreign.entity = await createEntity(other, { type: 'company', name: 'Elsewhere' });
    const foreignPerson = await createEntity(other, { type: 'individual', name: 'Someone' });
    foreign.relationship = await createRelationship(other, {
      sourceEntityId: foreignPerson,
      targetEntityId: foreign.entity,
      type: 'director',
    });
    foreign.asset = await createAsset(other, { name: 'Far away', ownerEntityId: foreign.entity });
    foreign.filing = await createFiling(other, {
      entityId: foreign.entity,
      requirementType: 'annual_return',
      dueDate: daysFromToday(20),
    });
    foreign.document = await uploadFile(other, foreign.entity, 'other.pdf', { documentType: 'other' });
  });
  afterAll(() => stopTestApp(app));

  it('shows a shareholding changed from 25% to 40% with both values, who and when', async () => {
    const response = await agent.get(`/api/relationships/${ids.share}/history`).expect(200);
    const rows = response.body as Change[];
    expect(totalCount(response)).toBe('2');
    expect(kinds(rows)).toEqual(['relationship updated', 'relationship created']);
    expect(rows[0]).toMatchObject({
      eventType: 'RelationshipUpdated',
      actor: { id: userId, name: 'historian' },
      changes: { ownershipPercentage: { from: 25, to: 40 } },
      fields: null,
      reason: null,
      record: {
        type: 'relationship',
        id: ids.share,
        relationshipType: 'shareholder',
        entities: [
          { id: ids.thandi, name: 'Thandi Nkosi', type: 'individual' },
          { id: ids.acme, name: 'Acme Holdings', type: 'company' },
        ],
        removed: false,
      },
    });
    expect(Date.parse(rows[0].recordedAt)).toBeGreaterThanOrEqual(Date.parse(rows[1].recordedAt));
    expect(rows[1].fields).toMatchObject({ relationshipType: 'shareholder', ownershipPercentage: 25 });
  });

  it("shows in an entity's history its own changes and those of the records linking it", async () => {
    const response = await agent.get(`/api/entities/${ids.acme}/history?order=asc`).expect(200);
    expect(kinds(response.body)).toEqual([
      'entity created',
      'relationship created',
      'relationship updated',
      'asset created',
      'filing created',
      'document created',
    ]);
    const own = await agent.get(`/api/entities/${ids.acme}/history?recordType=entity`).expect(200);
    expect(kinds(own.body)).toEqual(['entity created']);
    expect((own.body as Change[])[0].fields).toEqual({
      entityType: 'company',
      name: 'Acme Holdings',
      status: 'active',
    });
  });

  it("answers the history of assets, filings and documents, and keeps a deleted record's", async () => {
    for (const [path, type] of [
      [`/api/assets/${ids.asset}/history`, 'asset'],
      [`/api/compliance/filing-requirements/${ids.filing}/history`, 'filing'],
      [`/api/compliance/files/${ids.document}/history`, 'document'],
    ]) {
      const rows = (await agent.get(path).expect(200)).body as Change[];
      expect(kinds(rows)).toEqual([`${type} created`]);
    }
    const gone = (await agent.get(`/api/entities/${ids.gone}/history`).expect(200)).body as Change[];
    expect(kinds(gone)).toEqual(['entity removed', 'entity created']);
    expect(gone[0]).toMatchObject({ reason: 'deleted', record: { name: 'Gone Ltd', removed: true } });
  });

  it('pages with limit and offset, the total in X-Total-Count, and filters by kind and actor', async () => {
    const all = await agent.get('/api/audit').expect(200);
    expect(totalCount(all)).toBe('9');
    const page = await agent.get('/api/audit?limit=2&offset=1').expect(200);
    expect(totalCount(page)).toBe('9');
    expect((page.body as Change[]).map((row) => row.id)).toEqual(
      (all.body as Change[]).slice(1, 3).map((row) => row.id),
    );
    const removed = await agent.get('/api/audit?kind=removed').expect(200);
    expect(kinds(removed.body)).toEqual(['entity removed']);
    expect(totalCount(await agent.get(`/api/audit?actorId=${userId}`).expect(200))).toBe('9');
    expect(totalCount(await agent.get(`/api/audit?actorId=${userId + 1000}`).expect(200))).toBe('0');
    const ofShare = await agent.get(`/api/audit?relationshipId=${ids.share}&kind=updated`).expect(200);
    expect(kinds(ofShare.body)).toEqual(['relationship updated']);
  });

  it('filters by recorded date or instant, both ends included', async () => {
    const rows = (await agent.get('/api/audit?order=asc').expect(200)).body as Change[];
    const today = localDay(rows[0].recordedAt);
    const count = async (query: string) => totalCount(await agent.get(`/api/audit?${query}`).expect(200));
    expect(await count(`from=${today}&to=${today}`)).toBe('9');
    const next = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await count(`from=${next}`)).toBe('0');
    expect(await count(`to=${rows[0].recordedAt}&order=asc`)).not.toBe('0');
    const upTo = (await agent.get(`/api/audit?to=${encodeURIComponent(rows[2].recordedAt)}`).expect(200))
      .body as Change[];
    expect(upTo.every((row) => row.recordedAt <= rows[2].recordedAt)).toBe(true);
    expect(upTo.map((row) => row.id)).toContain(rows[2].id);
  });

  it("404s another account's records on every history route and as an audit filter", async () => {
    for (const path of [
      `/api/entities/${foreign.entity}/history`,
      `/api/relationships/${foreign.relationship}/history`,
      `/api/assets/${foreign.asset}/history`,
      `/api/compliance/filing-requirements/${foreign.filing}/history`,
      `/api/compliance/files/${foreign.document}/history`,
      `/api/audit?entityId=${foreign.entity}`,
      `/api/entities/999999/history`,
    ])
      await agent.get(path).expect(404);
    const theirs = await other.get('/api/audit').expect(200);
    expect((theirs.body as Change[]).every((row) => row.record.name !== 'Acme Holdings')).toBe(true);
  });

  it("lets an installation administrator read another account's trail by accountId, nobody else", async () => {
    const theirs = (await agent.get(`/api/audit?accountId=${accountIds.theirs}`).expect(200))
      .body as Change[];
    expect(theirs.map((row) => row.record.name)).toContain('Elsewhere');
    expect(theirs.map((row) => row.record.name)).not.toContain('Acme Holdings');
    await agent.get(`/api/audit?accountId=${accountIds.theirs}&entityId=${foreign.entity}`).expect(200);
    await agent.get(`/api/audit?accountId=${accountIds.theirs}&entityId=${ids.acme}`).expect(404);
    await agent.get('/api/audit?accountId=999999').expect(404);
    const own = (await other.get(`/api/audit?accountId=${accountIds.theirs}`).expect(200)).body as Change[];
    expect(own.length).toBe(theirs.length);
    const refused = await other.get(`/api/audit?accountId=${accountIds.mine}`).expect(404);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT.NOT_FOUND' });
  });

  itRefuses(
    () => agent,
    () => `/api/entities/${ids.acme}/history`,
    [
      ['from=yesterday', 'from', 'from must be a date (YYYY-MM-DD) or an ISO-8601 date-time with an offset'],
      ['from=2025-02-30', 'from', 'from must be a date (YYYY-MM-DD) or an ISO-8601 date-time with an offset'],
      ['to=2025-03-01T10:00', 'to', 'to must be a date (YYYY-MM-DD) or an ISO-8601 date-time with an offset'],
      ['from=2025-03-02&to=2025-03-01', 'to', 'to must not be before from'],
      ['kind=edited', 'kind', expect.stringContaining('kind must be one of created, updated')],
      ['limit=0', 'limit', 'limit must be a whole number from 1 to 1000'],
      ['actorId=me', 'actorId', 'actorId must be a positive whole number'],
    ],
  );

  itRefuses(() => agent, '/api/audit', [
    [
      'entityId=1&assetId=2',
      'assetId',
      'assetId cannot be combined with entityId: filter by one record at a time',
    ],
    ['relationshipId=x', 'relationshipId', 'relationshipId must be a positive whole number'],
    ['accountId=-1', 'accountId', 'accountId must be a positive whole number'],
  ]);

  it('reads indexed slices only (EXPLAIN QUERY PLAN)', async () => {
    const store = app.app.get<SqliteReadStore>(READ_STORE);
    const statements: { sql: string; params: unknown[] }[] = [];
    const stop = store.onRead((sql, params) => statements.push({ sql, params }));
    try {
      for (const path of [
        `/api/entities/${ids.acme}/history`,
        `/api/entities/${ids.acme}/history?kind=created&limit=2&order=asc`,
        `/api/entities/${ids.acme}/history?recordType=asset&from=2025-01-01`,
        `/api/relationships/${ids.share}/history?actorId=${userId}&to=2099-01-01`,
        '/api/audit?limit=5&offset=2',
        `/api/audit?from=2025-01-01&to=2099-12-31&kind=updated&limit=5`,
        `/api/audit?documentId=${ids.document}`,
      ])
        await agent.get(path).expect(200);
    } finally {
      stop();
    }
    const problems = statements.flatMap(({ sql, params }) =>
      planProblems(sql, store.explain(sql, params)).map((line) => `${line} in ${sql}`),
    );
    expect(problems).toEqual([]);
  });
  it('says what a restore from Trash brought back was restored, after its removal', async () => {
    const back = await createEntity(agent, { type: 'company', name: 'Back Ltd' });
    const link = await createRelationship(agent, {
      sourceEntityId: back,
      targetEntityId: ids.acme,
      type: 'shareholder',
      ownershipPercentage: 10,
    });
    await agent.delete(`/api/entities/${back}`).expect(200);
    await agent.post(`/api/trash/${back}/restore`).expect(200);
    const entity = (await agent.get(`/api/entities/${back}/history?recordType=entity`).expect(200))
      .body as Change[];
    expect(kinds(entity)).toEqual(['entity restored', 'entity removed', 'entity created']);
    const relationship = (await agent.get(`/api/relationships/${link}/history`).expect(200)).body as Change[];
    expect(relationship.map((row) => [row.kind, row.reason])).toEqual([
      ['restored', null],
      ['removed', 'entity_deleted'],
      ['created', null],
    ]);
  });
  it("counts the days of from and to in the account's time zone", async () => {
    await agent.patch('/api/account/settings').send({ timeZone: 'Pacific/Kiritimati' }).expect(200);
    const rows = (await agent.get('/api/audit?order=asc').expect(200)).body as Change[];
    const count = async (day: string) =>
      totalCount(await agent.get(`/api/audit?from=${day}&to=${day}`).expect(200));
    // UTC+14 and UTC-11 are 25 hours apart: an instant never falls on the same day in both.
    const first = rows[0].recordedAt;
    if (localDay(first, 'Pacific/Kiritimati') === localDay(rows.at(-1)!.recordedAt, 'Pacific/Kiritimati'))
      expect(await count(localDay(first, 'Pacific/Kiritimati'))).toBe(String(rows.length));
    expect(await count(localDay(first, 'Pacific/Pago_Pago'))).toBe('0');
  });
});
