import { expect, test } from '@playwright/test';
import { uniqueSuffix } from './support/register-api';

/** The API reference at /api/docs reads /api/openapi.json and runs under the app's CSP. */
test('the API reference lists the operations and calls one with the signed-in session', async ({ page }) => {
  test.setTimeout(180_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) =>
      console.error('Refused to load: ' + event.violatedDirective + ' ' + event.blockedURI));`,
  });
  const username = `docs${uniqueSuffix()}`;
  const registered = await page.request.post('/api/register', {
    data: { username, password: 's3cret-pass' },
  });
  expect(registered.status()).toBe(201);
  const name = `Reference Holdings ${uniqueSuffix()}`;
  expect((await page.request.post('/api/entities', { data: { type: 'company', name } })).status()).toBe(201);

  // Swagger UI renders only the operations near the viewport: a deep link scrolls to and opens one.
  const answer = await page.goto('/api/docs#/Entities/entityQueries_list');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  const list = page.locator('.opblock-get', { has: page.locator('[data-path="/api/entities"]') });
  // Swagger UI parses a 1.7 MB bundle, then lays out the 3.1 document: about 1 s on an idle 2-core machine,
  // ten times that under a full test run's load.
  await expect(list.getByRole('button', { name: 'Try it out' })).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('.opblock-post [data-path="/api/entities"]')).toBeVisible();

  await list.getByRole('button', { name: 'Try it out' }).click();
  await list.getByRole('button', { name: 'Execute' }).click();
  const live = list.locator('.live-responses-table');
  await expect(live.locator('tbody .response-col_status')).toHaveText('200', { timeout: 30_000 });
  await expect(live).toContainText(name);
  expect(violations).toEqual([]);
});
