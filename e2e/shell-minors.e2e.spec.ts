import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from './support/choose-option';

/** Small screen findings (docs/decisions/0077). */

const uniqueUsername = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs a new user in through the API (the page shares its cookies), then opens the dashboard. */
async function signedIn(page: Page, username: string): Promise<void> {
  const registered = await page.request.post('/api/register', {
    data: { username, password: 's3cret-pass' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 20_000 });
}

test('an unknown path shows a not-found page for users, with a way back to the dashboard', async ({
  page,
}) => {
  await signedIn(page, uniqueUsername('lost'));
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("We couldn't find the page you were looking for.")).toBeVisible();
  await expect(page.locator('body')).not.toContainText('router');

  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Profile in the account menu opens the account settings', async ({ page }) => {
  const username = uniqueUsername('profile');
  await signedIn(page, username);

  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();

  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
});

test("the Deadlines calendar's chips name the filing's kind before the entity", async ({ page }) => {
  await signedIn(page, uniqueUsername('chips'));
  const company = await page.request.post('/api/entities', {
    data: { type: 'company', name: 'Karoo Mining' },
  });
  expect(company.status()).toBe(201);
  const today = new Date().toISOString().slice(0, 10);
  const filed = await page.request.post('/api/compliance/filing-requirements', {
    data: {
      entityId: ((await company.json()) as { id: number }).id,
      requirementType: 'tax_filing',
      dueDate: today,
    },
  });
  expect(filed.status()).toBe(201);

  await page.goto('/deadlines');
  const chip = page.getByRole('gridcell').getByRole('listitem').filter({ hasText: 'Karoo Mining' }).first();
  await expect(chip).toHaveText(/^Tax Karoo Mining/, { timeout: 20_000 });
});

test('a second filing of one kind due the same day asks first, and "Add anyway" adds it', async ({
  page,
}) => {
  await signedIn(page, uniqueUsername('twice'));
  const company = await page.request.post('/api/entities', { data: { type: 'company', name: 'Twice Co' } });
  const entityId = ((await company.json()) as { id: number }).id;
  const dueDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const first = await page.request.post('/api/compliance/filing-requirements', {
    data: { entityId, requirementType: 'tax_filing', dueDate },
  });
  expect(first.status()).toBe(201);

  await page.goto(`/companies/${entityId}/compliance`);
  await page.getByRole('tab', { name: 'Filing Requirements' }).click();
  await page.getByRole('button', { name: 'Add Filing' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Filing Requirement' });
  await chooseOption(page, 'Filing Type', 'Tax Filing');
  await dialog.getByLabel('Due Date').fill(dueDate);
  await dialog.getByRole('button', { name: 'Add Filing Requirement' }).click();

  await expect(dialog.getByRole('alert')).toContainText(
    `Tax filing due on ${dueDate} already exists for Twice Co`,
  );
  await dialog.getByRole('button', { name: 'Add anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Tax Filing/ })).toHaveCount(2);
});
