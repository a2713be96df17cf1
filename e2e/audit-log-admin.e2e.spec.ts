import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { signUpInContext } from './support/sign-up-in-context';

/**
 * "Admins see all, others their account only" (docs/decisions/0028, addendum): on a server
 * of its own, so its first user is the installation administrator; a second user keeps an account of their own.
 */

let server: FreshServer;
const contexts: BrowserContext[] = [];

async function signedIn(browser: Browser, prefix: string): Promise<{ page: Page; accountId: number }> {
  const page = await signUpInContext(browser, server.baseURL, prefix, contexts);
  const user = (await (await page.request.get('/api/user')).json()) as { accountId: number };
  return { page, accountId: user.accountId };
}

test.beforeAll(async () => {
  server = await startFreshServer();
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

test("the installation administrator reads another account's Audit log by its number; a member cannot", async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'auditadmin');
  const member = await signedIn(browser, 'auditmember');
  const created = await member.page.request.post('/api/entities', {
    data: { type: 'company', name: 'Karoo Minerals' },
  });
  expect(created.status()).toBe(201);

  // Given the administrator's own Audit log: nothing of the member's account
  await admin.page.goto('/audit-log');
  const changes = admin.page.getByRole('list', { name: 'Changes' });
  await expect(admin.page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(admin.page.getByText('Karoo Minerals')).toHaveCount(0);

  // When a bad number is typed, the field says why and nothing is asked
  const account = admin.page.getByLabel('Account number');
  await account.fill('12x');
  await account.press('Enter');
  await expect(admin.page.getByText('Account number must be a positive whole number')).toBeVisible();

  // When the member's account number is entered, that account's changes show
  await account.fill(String(member.accountId));
  await account.press('Enter');
  await expect(changes).toContainText('Karoo Minerals');
  await expect(admin.page.getByRole('combobox', { name: 'Changed by' })).toHaveCount(0);

  // And the member has no such field, and the API refuses them the administrator's account with a 404
  await member.page.goto('/audit-log');
  await expect(member.page.getByRole('list', { name: 'Changes' })).toContainText('Karoo Minerals');
  await expect(member.page.getByLabel('Account number')).toHaveCount(0);
  const refused = await member.page.request.get(`/api/audit?accountId=${admin.accountId}`);
  expect(refused.status()).toBe(404);
});
