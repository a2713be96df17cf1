import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../src/infrastructure/mail/testing/test-smtp-server';
import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';
import { installationAdmin, invite, setPlan } from './team-support';

/** The invitation link reaches the invitee through the mail port's SMTP adapter (mail port). */
describe('invitation e-mails', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof installationAdmin>>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(undefined, { smtpUrl: smtp.url, publicUrl: 'https://ledgerline.example' });
    admin = await installationAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
    await smtp.close();
  });

  it('e-mails the link of an invitation, and the new link of a resend', async () => {
    const owner = await registeredAgent(app);
    await setPlan(admin, owner.user.id, 'standard');
    const created = await invite(owner.agent, 'viewer', 'auditor@example.co.za');
    expect(created.url).toBe(`https://ledgerline.example/invitations/${created.token}`);
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelopeTo).toEqual(['auditor@example.co.za']);
    expect(mail.subject).toContain('on Ledgerline');
    expect(mail.text).toContain(created.url);
    expect(mail.text).toContain('as a viewer');

    const resent = await owner.agent.post(`/api/account/invitations/${created.id}/resend`).expect(200);
    const [, second] = await smtp.waitFor(2);
    expect(second.text).toContain(resent.body.url);
    expect(second.text).not.toContain(created.token);
  });
  it("names the account, not its owner: the account's name once set, '<owner> (account)' until then", async () => {
    const agent = app.agent();
    const registered = await agent
      .post('/api/register')
      .send({ username: `thandi${Date.now()}`, password: 'secret123', fullName: 'Thandi Dlamini' })
      .expect(201);
    await setPlan(admin, registered.body.id as number, 'standard');
    expect((await agent.get('/api/account/settings').expect(200)).body).toMatchObject({
      name: 'Thandi Dlamini (account)',
    });
    const sent = smtp.received.length;
    await invite(agent, 'editor', 'clerk@example.co.za');
    const first = (await smtp.waitFor(sent + 1))[sent];
    expect(first.text).toContain('Thandi Dlamini invites you to join Thandi Dlamini (account) on Ledgerline');

    await agent.patch('/api/account/settings').send({ name: '  Dlamini Attorneys ' }).expect(200);
    expect((await agent.get('/api/account/settings').expect(200)).body).toMatchObject({
      name: 'Dlamini Attorneys',
    });
    await invite(agent, 'viewer', 'auditor2@example.co.za');
    const second = (await smtp.waitFor(sent + 2))[sent + 1];
    expect(second.subject).toBe('Thandi Dlamini invites you to Dlamini Attorneys on Ledgerline');
    expect(second.text).toContain(
      'Thandi Dlamini invites you to join Dlamini Attorneys on Ledgerline as a viewer',
    );

    const blank = await agent.patch('/api/account/settings').send({ name: ' ' }).expect(400);
    expect(blank.body.errors[0].field).toBe('name');
  });
});
