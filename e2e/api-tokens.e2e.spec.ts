import { expect, request, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { startFreshServer, type FreshServer } from './support/fresh-server';

/**
 * On a plan with API access a user creates a personal access token on Settings -> API
 * tokens, copies it (shown once), calls the API with it as a script would, revokes it, and it answers 401.
 * On a server of its own: its first user is the installation's administrator, who moves the user to Pro.
 */

let server: FreshServer;
let context: BrowserContext;
const password = 's3cret-pass';
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.beforeAll(async () => {
  server = await startFreshServer();
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

/** The server's first user, its administrator, who may change anyone's plan. */
async function installationAdmin(): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL: server.baseURL });
  const registered = await admin.post('/api/register', {
    data: { username: `instadmin${suffix}`, password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return admin;
}

/** A script's client: no cookies, only the token. */
async function callWithToken(token: string, path: string): Promise<{ status: number; body: unknown }> {
  const script = await request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  try {
    const answer = await script.get(path);
    return { status: answer.status(), body: await answer.json() };
  } finally {
    await script.dispose();
  }
}

test('a token made on Settings -> API tokens calls the API until it is revoked', async ({ browser }) => {
  const admin = await installationAdmin();
  context = await browser.newContext({
    baseURL: server.baseURL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const username = `apiuser${suffix}`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = (await (await page.request.get('/api/user')).json()) as { id: number };

  await test.step('on the Free plan the page explains and links to the plans', async () => {
    await page.getByRole('button', { name: `Account menu for ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'API tokens' })
      .click();
    await expect(page).toHaveURL(/\/settings\/api-tokens$/);
    await expect(page.getByText('API access is not included in the Free plan')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/subscription/upgrade',
    );
    await expect(page.getByRole('button', { name: 'New token' })).toBeDisabled();
  });

  const upgraded = await admin.post('/api/subscription/update', {
    data: { userId: me.id, tier: 'pro', status: 'active' },
  });
  expect(upgraded.ok(), await upgraded.text()).toBe(true);
  await admin.dispose();

  let token = '';
  await test.step('on Pro a token is created and shown once, with a copy button', async () => {
    await page.reload();
    await expect(page.getByText('API access is not included')).toHaveCount(0);
    await page.getByRole('button', { name: 'New token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API token' });
    await dialog.getByLabel('Name').fill('Nightly sync');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const created = page.getByRole('dialog', { name: 'Token created' });
    await expect(created.getByText('Copy your token now')).toBeVisible();
    token = await created.getByLabel('New API token').inputValue();
    expect(token).toMatch(/^ll_pat_/);
    await created.getByRole('button', { name: 'Copy token' }).click();
    await expect(created.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await created.getByRole('button', { name: 'Done' }).click();
    const table = page.getByRole('table', { name: 'API tokens' });
    await expect(table).toContainText('Nightly sync');
    await expect(table).toContainText(token.slice(0, 11));
    await expect(table).not.toContainText(token);
  });

  await test.step('a script calls /api/user with it as the user', async () => {
    const answer = await callWithToken(token, '/api/user');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: me.id, username });
  });

  await test.step('revoked after confirming, it answers 401', async () => {
    await page.getByRole('button', { name: 'Revoke Nightly sync' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
    await expect(page.getByText('Token revoked').first()).toBeVisible();
    await expect(page.getByText('No tokens')).toBeVisible();
    const answer = await callWithToken(token, '/api/user');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ message: 'This API token has been revoked' });
  });
});
