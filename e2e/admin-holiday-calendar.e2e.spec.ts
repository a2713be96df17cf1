import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { signUpInContext } from './support/sign-up-in-context';

/**
 * The installation administrator's screen for the public-holiday calendar. On a server of
 * its own, so its first user is the admin; a second user is a member who is not let in.
 */

let server: FreshServer;
const contexts: BrowserContext[] = [];

const signedIn = (browser: Browser, prefix: string): Promise<Page> =>
  signUpInContext(browser, server.baseURL, prefix, contexts);

const electionDay = {
  date: '2027-05-26',
  name: 'Test election day',
  source: 'Government Gazette 99999 (test notice)',
};

function calendarFile(calendar: unknown, name = 'public-holidays.json') {
  return { name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(calendar)) };
}

const row = (page: Page, day: string) => page.getByRole('row', { name: new RegExp(day) });

test.beforeAll(async () => {
  server = await startFreshServer();
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

test('an admin lists, uploads, downloads and removes the installation calendar; a member is refused', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'holadmin');
  const member = await signedIn(browser, 'holmember');
  const fileInput = admin.getByLabel('Holiday calendar file');

  await test.step('the admin reaches the page from User Management and sees the bundled days', async () => {
    await admin.goto('/admin/users');
    await admin.getByRole('link', { name: 'Holiday calendar' }).click();
    await expect(admin).toHaveURL(/\/admin\/holiday-calendar$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Holiday Calendar' })).toBeVisible();
    const declared = row(admin, '27 Dec 2016');
    await expect(declared).toContainText('Presidency statement of 19 September 2016');
    await expect(declared).toContainText('Bundled');
    await expect(row(admin, '16 June')).toContainText('Public Holidays Act 36 of 1994');
    await expect(admin.getByRole('button', { name: 'Remove installation calendar' })).toBeDisabled();
  });

  await test.step('an uploaded file adds a proclaimed day, marked as the installation’s', async () => {
    // From the keyboard: the upload button opens the file chooser.
    const choosing = admin.waitForEvent('filechooser');
    await admin.getByRole('button', { name: 'Upload calendar file' }).focus();
    await admin.keyboard.press('Enter');
    await (await choosing).setFiles(calendarFile({ proclaimed: [electionDay] }));
    await expect(admin.getByText('Holiday calendar uploaded', { exact: true })).toBeVisible();
    const added = row(admin, '26 May 2027');
    await expect(added).toContainText('Test election day');
    await expect(added).toContainText('Government Gazette 99999');
    await expect(added).toContainText('Installation');
    await expect(row(admin, '27 Dec 2016')).toContainText('Bundled');
  });

  await test.step('the installation calendar downloads as JSON', async () => {
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download installation calendar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('public-holidays.json');
    const saved = JSON.parse(await streamText(await download.createReadStream())) as {
      proclaimed: unknown[];
    };
    expect(saved.proclaimed).toEqual([electionDay]);
  });

  await test.step('a bad file is refused with the server’s message naming the entry', async () => {
    const noSource = { date: '2027-06-01', name: 'No source' };
    await fileInput.setInputFiles(calendarFile({ proclaimed: [electionDay, noSource] }, 'bad.json'));
    const refusal = admin.getByRole('alert').filter({ hasText: 'The file was not accepted' });
    await expect(refusal).toContainText('proclaimed entry 2 (date "2027-06-01", name "No source")');
    await expect(refusal).toContainText('source is required');
    await expect(row(admin, '26 May 2027')).toBeVisible();
    await expect(row(admin, '1 Jun 2027')).toHaveCount(0);
  });

  await test.step('removing the installation calendar asks first, then leaves the bundled days', async () => {
    const removeButton = admin.getByRole('button', { name: 'Remove installation calendar' });
    const dialog = admin.getByRole('alertdialog');
    // The bad file's error toast is a Radix dismissable layer too: while it shows, Escape may go to it rather
    // than to the dialog (1 run in 3 here). Known, left in the note; this step is about the dialog's keyboard.
    await expect(admin.locator('li[data-state]')).toHaveCount(0, { timeout: 10000 });
    await removeButton.focus();
    await admin.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    // Escape once the dialog holds the focus (it moves there as the dialog opens).
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await admin.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(removeButton).toBeFocused();
    await expect(row(admin, '26 May 2027')).toBeVisible();
    await removeButton.click();
    await expect(dialog).toContainText('Remove the installation calendar?');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(admin.getByText('Installation calendar removed', { exact: true })).toBeVisible();
    await expect(row(admin, '26 May 2027')).toHaveCount(0);
    await expect(row(admin, '27 Dec 2016')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Remove installation calendar' })).toBeDisabled();
  });

  await test.step('a member is not authorised: 403 from the API, and the page sends them away', async () => {
    expect((await member.request.get('/api/admin/holiday-calendar')).status()).toBe(403);
    const put = await member.request.put('/api/admin/holiday-calendar', {
      data: { proclaimed: [electionDay] },
    });
    expect(put.status()).toBe(403);
    expect((await member.request.delete('/api/admin/holiday-calendar')).status()).toBe(403);
    await member.goto('/admin/holiday-calendar');
    await expect(member).toHaveURL(/\/dashboard$/);
    const anonymous = await fetch(`${server.baseURL}/api/admin/holiday-calendar`);
    expect(anonymous.status).toBe(401);
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
