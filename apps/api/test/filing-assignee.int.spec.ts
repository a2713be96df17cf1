import {
  type Agent,
  createEntity,
  createFiling,
  daysFromToday,
  idsOf,
  itRefuses,
  startWithAccount,
  stopTestApp,
  updateSubscription,
} from './list-spec-support';
import { invite, signUpByInvitation } from './team-support';
import { registeredAgent, type TestApp } from './test-app';

const FILINGS = '/api/compliance/filing-requirements';

describe('Filing assignee: a member of the account, and the Deadlines filter by assignee', () => {
  let app: TestApp;
  let owner: Agent;
  let ownerId: number;
  let colleague: Agent;
  let colleagueId: number;
  let stranger: { agent: Agent; user: { id: number } };
  const ids: Record<string, number> = {};
  const assign = (agent: Agent, filingId: number, assigneeUserId: unknown) =>
    agent.patch(`${FILINGS}/${filingId}`).send({ assigneeUserId });
  const listed = async (agent: Agent, query: string) =>
    idsOf((await agent.get(`${FILINGS}?${query}&sort=dueDate`).expect(200)).body);

  beforeAll(async () => {
    let user: { id: number };
    ({ app, agent: owner, user } = await startWithAccount());
    ownerId = user.id;
    await updateSubscription(owner, { userId: ownerId, tier: 'standard', status: 'active' });
    ({ agent: colleague, user } = await signUpByInvitation(app, (await invite(owner, 'editor')).token));
    colleagueId = user.id;
    const entityId = await createEntity(owner, { type: 'company', name: 'Karoo Mining' });
    const file = (days: number) =>
      createFiling(owner, { entityId, requirementType: 'annual_return', dueDate: daysFromToday(days) });
    ids.mine = await file(5);
    ids.theirs = await file(10);
    ids.nobody = await file(15);
    stranger = await registeredAgent(app);
    const foreignEntity = await createEntity(stranger.agent, { type: 'company', name: 'Elsewhere' });
    ids.foreign = await createFiling(stranger.agent, {
      entityId: foreignEntity,
      requirementType: 'annual_return',
      dueDate: daysFromToday(5),
    });
  });
  afterAll(() => stopTestApp(app));

  it('assigns a filing to a member; the filing answers its assignee, unassigned is null', async () => {
    const mine = await assign(owner, ids.mine, ownerId).expect(200);
    expect(mine.body).toMatchObject({ id: ids.mine, assigneeUserId: ownerId });
    await assign(colleague, ids.theirs, colleagueId).expect(200);
    const rows = (await owner.get(`${FILINGS}?sort=dueDate`).expect(200)).body as {
      id: number;
      assigneeUserId: number | null;
    }[];
    expect(rows.map((row) => [row.id, row.assigneeUserId])).toEqual([
      [ids.mine, ownerId],
      [ids.theirs, colleagueId],
      [ids.nobody, null],
    ]);
  });

  it('filters by assignee: a user id, me (the caller) and none', async () => {
    expect(await listed(owner, `assignee=${colleagueId}`)).toEqual([ids.theirs]);
    expect(await listed(owner, 'assignee=me')).toEqual([ids.mine]);
    expect(await listed(colleague, 'assignee=me')).toEqual([ids.theirs]);
    expect(await listed(owner, 'assignee=none')).toEqual([ids.nobody]);
    expect(await listed(owner, 'assignee=none&status=pending')).toEqual([ids.nobody]);
  });

  it("refuses another account's user (400 naming assigneeUserId) and answers 404 for another account's filing", async () => {
    const refused = await assign(owner, ids.nobody, stranger.user.id).expect(400);
    expect(refused.body.errors).toContainEqual({
      field: 'assigneeUserId',
      message: 'assigneeUserId must be a member of this account',
    });
    await assign(owner, ids.foreign, ownerId).expect(404);
    await assign(stranger.agent, ids.mine, stranger.user.id).expect(404);
    const bad = await assign(owner, ids.nobody, 'alice').expect(400);
    expect(bad.body.errors).toContainEqual(expect.objectContaining({ field: 'assigneeUserId' }));
    expect(await listed(owner, 'assignee=none')).toEqual([ids.nobody]);
  });

  it('unassigns with null', async () => {
    await assign(owner, ids.theirs, null).expect(200);
    expect(await listed(owner, 'assignee=none')).toEqual([ids.theirs, ids.nobody]);
    await assign(owner, ids.theirs, colleagueId).expect(200);
  });

  it("keeps a removed member's id on their filings, which stay editable; they cannot be assigned anew", async () => {
    await owner.delete(`/api/account/members/${colleagueId}`).expect(204);
    expect(await listed(owner, `assignee=${colleagueId}`)).toEqual([ids.theirs]);
    const noted = await owner
      .patch(`${FILINGS}/${ids.theirs}`)
      .send({ notes: 'Handed over', assigneeUserId: colleagueId })
      .expect(200);
    expect(noted.body).toMatchObject({ notes: 'Handed over', assigneeUserId: colleagueId });
    await assign(owner, ids.nobody, colleagueId).expect(400);
  });

  itRefuses(() => owner, FILINGS, [
    ['assignee=someone', 'assignee', 'assignee must be me, none or a user id'],
    ['assignee=0', 'assignee', 'assignee must be me, none or a user id'],
  ]);
});
