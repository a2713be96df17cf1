import { expect, test, type Browser, type Page } from '@playwright/test';
import { register } from './support/register-in-browser';

/** Missing code chunks, an expired session, deep links and the console. */

const PASSWORD = 's3cret-pass';
const DEVELOPER_TEXT = /Unexpected Application Error|Hey developer|ErrorBoundary|errorElement/;

const uniqueUsername = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createCompany(page: Page, name: string): Promise<number> {
  const created = await page.request.post('/api/entities', { data: { type: 'company', name } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Counts the HTML documents the tab loads, so a reload shows. */
function countDocumentLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.count += 1;
  });
  return loads;
}

/**
 * A signed-out visitor in a browser of their own. Clearing the signed-in page's cookies instead would race
 * its rolling session: an answer still on its way sets the cookie again.
 */
async function signedOutPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function signInFromAuthPage(page: Page, username: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
}

test.describe('a code chunk that cannot be loaded', () => {
  test('inside the shell: one automatic reload, then a friendly screen whose Try again recovers', async ({
    page,
  }) => {
    await register(page, uniqueUsername('chunk'));
    const documents = countDocumentLoads(page);
    // As after a release: the page's chunk is gone from the server while the tab is open.
    await page.route('**/assets/relationship-list-*.js', (route) => route.abort());

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Relationships' }).click();

    // After the one automatic reload, which loads the whole app again.
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(DEVELOPER_TEXT);
    expect(documents.count).toBe(1);

    await page.unroute('**/assets/relationship-list-*.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Relationships', level: 1 })).toBeVisible();
  });

  test('a deep link whose screen cannot be loaded shows the friendly screen, not the developer one', async ({
    page,
  }) => {
    await page.route('**/assets/auth-*.js', (route) => route.abort());
    await page.goto('/auth');

    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(DEVELOPER_TEXT);
  });

  test('an unknown path still shows the not-found screen', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('an expired session and deep links', () => {
  test('an expired session asks to sign in again in place; the filled form keeps its values', async ({
    page,
    context,
  }) => {
    const username = uniqueUsername('expiry');
    await register(page, username, PASSWORD);
    await page.goto('/companies/create');
    await page.getByLabel('Name', { exact: true }).fill('Kept Holdings');
    await page.getByLabel('Registration Number').fill('2024/000012/07');

    await page.waitForLoadState('networkidle');
    await context.clearCookies();
    await page.getByRole('button', { name: 'Create Company' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Username')).toHaveValue(username);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toBeHidden();

    await expect(page).toHaveURL(/\/companies\/create$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kept Holdings');
    await expect(page.getByLabel('Registration Number')).toHaveValue('2024/000012/07');
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(page).toHaveURL(/\/companies\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Kept Holdings', level: 1 })).toBeVisible();
  });

  test('an export asked for after the session ended also asks to sign in again', async ({
    page,
    context,
  }) => {
    await register(page, uniqueUsername('expexp'), PASSWORD);
    // The test-only seeding route puts the account on a plan that exports.
    const seeded = await page.request.post('/api/testing/seed-graph', {
      data: { prefix: 'Exported', entities: 1, links: [] },
    });
    expect(seeded.status()).toBe(201);
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'Export Data' });
    await expect(panel.getByRole('button', { name: 'Export Entities' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await context.clearCookies();
    await panel.getByRole('button', { name: 'Export Entities' }).click();
    await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
  });

  test('signing in from a deep link returns to the page asked for', async ({ page, browser, baseURL }) => {
    const username = uniqueUsername('deeplink');
    await register(page, username, PASSWORD);
    const companyId = await createCompany(page, 'Deep Link Holdings');
    const visitor = await signedOutPage(browser, baseURL);

    await visitor.goto(`/companies/${companyId}?tab=overview`);
    await expect(visitor).toHaveURL(/\/auth\?next=/);
    await signInFromAuthPage(visitor, username);

    await expect(visitor).toHaveURL(new RegExp(`/companies/${companyId}\\?tab=overview$`));
    await expect(visitor.getByRole('heading', { name: 'Deep Link Holdings', level: 1 })).toBeVisible();
  });

  test('without a deep link, or with one to another site, sign-in lands on the dashboard', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // three sign-ins, each loading the whole app
    const username = uniqueUsername('nonext');
    await register(page, username, PASSWORD);
    for (const next of ['', '?next=%2F%2Fevil.example%2Fphish', '?next=https%3A%2F%2Fevil.example%2F']) {
      const visitor = await signedOutPage(browser, baseURL);
      await visitor.goto(`/auth${next}`);
      await signInFromAuthPage(visitor, username);
      await expect(visitor).toHaveURL(/\/dashboard$/);
      await visitor.context().close();
    }
  });
});

test('deep links to every kind of route leave no HydrateFallback warning in the console', async ({
  page,
}) => {
  test.slow(); // a full page load per route
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  for (const path of ['/', '/auth', '/dashboard', '/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await register(page, uniqueUsername('console'));
  const companyId = await createCompany(page, 'Console Holdings');

  for (const path of [
    '/',
    '/auth',
    '/dashboard',
    '/companies',
    `/companies/${companyId}`,
    `/companies/${companyId}/compliance`,
    '/relationships/create',
    '/groups',
    '/subscription/current-plan',
    '/settings/security',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(messages.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
});
