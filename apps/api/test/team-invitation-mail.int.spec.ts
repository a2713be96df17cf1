import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../src/infrastructure/mail/testing/test-smtp-server';
import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';
import { installationAdmin, invite, setPlan } from './team-support';

/** The invitation link reaches the invitee through the mail port's SMTP adapter (issue 14, mail port). */
describe('invitation e-mails', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(undefined, { smtpUrl: smtp.url, publicUrl: 'https://ledgerline.example' });
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
    await smtp.close();
  });

  it('e-mails the link of an invitation, and the new link of a resend', async () => {
    const admin = await installationAdmin(app);
    const owner = await registeredAgent(app);
    await setPlan(admin, owner.user.id, 'standard');
    const created = await invite(owner.agent, 'viewer', 'auditor@example.co.za');
    expect(created.url).toBe(`https://ledgerline.example/invitations/${created.token}`);
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelopeTo).toEqual(['auditor@example.co.za']);
    expect(mail.subject).toContain('invites you to Ledgerline');
    expect(mail.text).toContain(created.url);
    expect(mail.text).toContain('as a viewer');

    const resent = await owner.agent.post(`/api/account/invitations/${created.id}/resend`).expect(200);
    const [, second] = await smtp.waitFor(2);
    expect(second.text).toContain(resent.body.url);
    expect(second.text).not.toContain(created.token);
  });
});
