import { formatDisplayDay } from '@ledgerline/contracts';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../src/infrastructure/mail/testing/test-smtp-server';
import { DeadlineScanService } from '../src/modules/deadlines/deadline-scan.service';
import { dayFromToday, userWithCompany } from './email-reminders-support';
import { removeDataDir, startTestApp, type TestApp } from './test-app';

const day = dayFromToday;
/** A day as notices show it (docs/decisions/0044). */
const shownDay = (offset: number) => formatDisplayDay(day(offset));
const PUBLIC_URL = 'https://ledgerline.test';

describe('reminder e-mails', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(undefined, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
    await smtp.close();
  });

  const inbox = (email: string) => smtp.received.filter((m) => m.envelopeTo.includes(email));
  const scan = (on: TestApp = app) => on.app.get(DeadlineScanService).scanAll();

  async function userWithFilings(on: TestApp, dueOffsets: number[]) {
    const user = await userWithCompany(on);
    for (const offset of dueOffsets)
      await user.addFiling(offset, offset < 0 ? 'tax_filing' : 'annual_return');
    return user;
  }

  it('sends a user who never chose one message per threshold crossed, once, however often the scan runs', async () => {
    const { agent, email, addFiling } = await userWithFilings(app, [5, -2]);
    await expect(agent.get('/api/account/notification-preferences').expect(200)).resolves.toMatchObject({
      body: { emailReminders: 'immediate', chosen: false, email },
    });
    await Promise.all([scan(), scan()]);
    await scan();
    const [first, ...others] = inbox(email);
    expect(others).toHaveLength(0);
    expect(first.subject).toBe('Reminder: 2 filings need attention');
    expect(first.text).toContain(`is due in 5 days (${shownDay(5)})`);
    expect(first.text).toContain(`is overdue (was due ${shownDay(-2)})`);
    expect(first.text).toMatch(new RegExp(`${PUBLIC_URL}/companies/\\d+/compliance`));
    expect(first.header('List-Unsubscribe')).toMatch(
      /^<https:\/\/ledgerline\.test\/api\/email\/unsubscribe\?token=.+>$/,
    );

    await addFiling(20);
    await scan();
    await scan();
    const later = inbox(email).slice(1);
    expect(later).toHaveLength(1);
    expect(later[0].subject).toMatch(/^Reminder: Annual return for .+ is due in 20 days/);
  });

  it('sends a weekly digest once a week, and nothing to a user who chose none', async () => {
    const weekly = await userWithFilings(app, [3, 40]);
    const none = await userWithFilings(app, [3]);
    await weekly.agent
      .put('/api/account/notification-preferences')
      .send({ emailReminders: 'weekly' })
      .expect(200, { emailReminders: 'weekly', chosen: true, email: weekly.email });
    await none.agent
      .put('/api/account/notification-preferences')
      .send({ emailReminders: 'none' })
      .expect(200);
    await scan();
    await weekly.addFiling(10);
    await scan();
    const digests = inbox(weekly.email);
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toBe("Your week's deadlines: 1 due within 30 days");
    expect(digests[0].text).toContain('due in 3 days');
    expect(digests[0].text).not.toContain('due in 40 days');
    expect(inbox(none.email)).toHaveLength(0);
  });

  it('refuses an unknown choice with a 400 naming the field', async () => {
    const { agent } = await userWithFilings(app, []);
    const response = await agent
      .put('/api/account/notification-preferences')
      .send({ emailReminders: 'daily' })
      .expect(400);
    expect(JSON.stringify(response.body)).toContain('emailReminders');
    const invalid = await agent.get('/api/email/unsubscribe?token=1.2.nope').expect(404);
    expect(invalid.body).toMatchObject({ code: 'EMAIL.UNSUBSCRIBE_LINK_INVALID' });
  });

  it('turns reminders off from the unsubscribe link, and sends nothing after that', async () => {
    const { agent, email, addFiling } = await userWithFilings(app, [1]);
    await scan();
    const [message] = inbox(email);
    const link = /<(.+)>/.exec(message.header('List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(message.text).toContain(link);
    const path = link.replace(PUBLIC_URL, '');
    const page = await app.agent().get(path).set('Accept', 'text/html,*/*;q=0.8').expect(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('You are unsubscribed');
    const again = await app.agent().get(path).expect(200);
    expect(again.body).toMatchObject({ code: 'EMAIL.UNSUBSCRIBED' });
    await expect(agent.get('/api/account/notification-preferences')).resolves.toMatchObject({
      body: { emailReminders: 'none', chosen: true },
    });
    await addFiling(-1);
    await scan();
    expect(inbox(email)).toHaveLength(1);
    const forged = path.replace(/token=(\d+)\./, (_m, account: string) => `token=${Number(account) + 1}.`);
    const refused = await app.agent().get(forged).set('Accept', 'text/html').expect(404);
    expect(refused.text).toContain('This unsubscribe link is not valid');
  });

  it('sends nothing twice across a restart on the same data', async () => {
    const { email } = await userWithFilings(app, [7, 14]);
    await scan();
    // One application at a time: passport's session serializers are process-wide (session.serializer.ts).
    await app.close();
    app = await startTestApp(app.dataDir, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
    await scan();
    await scan();
    expect(inbox(email).map((m) => m.subject)).toEqual(['Reminder: 2 filings need attention']);
  });

  it('tries again on the next scan when the mail server was down, and sends once it is back', async () => {
    const user = await userWithFilings(app, []);
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    await user.addFiling(14);
    await scan();
    smtp = await startTestSmtpServer(port);
    await scan();
    await scan();
    expect(inbox(user.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Reminder: Annual return for .+ is due in 14 days/),
    ]);
  });

  it('does not retry a message the server refused for good (550)', async () => {
    const refused = await userWithFilings(app, [2]);
    smtp.refuse(refused.email);
    await scan();
    await scan();
    expect(smtp.refusals.filter((address) => address === refused.email)).toHaveLength(1);
    expect(inbox(refused.email)).toHaveLength(0);
  });
});
