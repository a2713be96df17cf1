import { removeDataDir, registeredAgent, startTestApp, type TestApp, uniqueName } from './test-app';
import { installationAdmin, invite, setPlan, signUpByInvitation } from './team-support';

/** With 4 of 5 seats used, 10 simultaneous acceptances give exactly 1 member (docs/decisions/0038). */
describe('the seat limit under concurrency', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp(first.dataDir);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    removeDataDir(first.dataDir);
  });

  it('lets exactly one of 10 acceptances across two application instances take the last seat', async () => {
    const admin = await installationAdmin(first);
    const { agent: owner, user } = await registeredAgent(first);
    await setPlan(admin, user.id, 'standard');
    for (let i = 0; i < 3; i++) await signUpByInvitation(first, (await invite(owner, 'editor')).token);
    const invitations = [];
    for (let i = 0; i < 10; i++) invitations.push(await invite(owner, 'viewer'));

    const usernames = invitations.map(() => uniqueName('racer'));
    const answers = await Promise.all(
      invitations.map(({ token }, i) =>
        (i % 2 ? first : second)
          .agent()
          .post(`/api/invitations/${token}/accept`)
          .send({ username: usernames[i], password: 'secret123' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(403)]);
    for (const refused of answers.filter((answer) => answer.status === 403))
      expect(refused.body.message).toBe(
        'This account has no free seat: its Standard plan allows 5 users. Ask its owner to upgrade the plan or remove a member.',
      );
    const members = (await owner.get('/api/account/members').expect(200)).body as unknown[];
    expect(members).toHaveLength(5);
    expect((await owner.get('/api/user').expect(200)).body.currentUserCount).toBe(5);
    // A refused newcomer was never created: the username is free to register again.
    const refused = answers.findIndex((answer) => answer.status === 403);
    await registeredAgent(second, usernames[refused]);
    // Their invitations stay pending, to use once a seat is free.
    expect((await owner.get('/api/account/invitations').expect(200)).body).toHaveLength(9);
  });
});
