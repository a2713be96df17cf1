import { expect, test } from '@playwright/test';
import { register } from './support/register-in-browser';

/** A create whose answer is lost on the way back is retried with its key and recorded once. */
test('a company create whose answer never arrives is retried and recorded once', async ({ page }) => {
  const username = `idem${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const companyName = `Retry Holdings ${username}`;
  await register(page, username);

  // The first POST reaches the server and commits, but the browser only sees a reset connection.
  const keys: string[] = [];
  await page.route('**/api/entities', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    keys.push(request.headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
  await page.getByRole('link', { name: 'Add Company' }).click();
  await page.getByLabel('Name', { exact: true }).fill(companyName);
  await page.getByRole('button', { name: 'Create Company' }).click();
  await expect(page.getByRole('heading', { name: companyName, level: 1 })).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const list = await page.request.get(`/api/entities?type=company&q=${encodeURIComponent(companyName)}`);
  expect((await list.json()).filter((row: { name: string }) => row.name === companyName)).toHaveLength(1);
});
