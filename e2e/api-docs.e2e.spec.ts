import { expect, test } from '@playwright/test';
import { uniqueSuffix } from './support/register-api';

/** Issue 14 section 3: the API reference at /api/docs reads /api/openapi.json and runs under the app's CSP. */
test('the API reference lists the operations and calls one with the signed-in session', async ({ page }) => {
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

  const answer = await page.goto('/api/docs');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  const create = page.locator('.opblock-post', { has: page.locator('[data-path="/api/entities"]') });
  await expect(create).toBeVisible();
  await expect(page.locator('.opblock-get [data-path="/api/entities/{id}"]')).toBeVisible();

  const list = page.locator('.opblock-get', { has: page.locator('[data-path="/api/entities"]') });
  await list.locator('.opblock-summary').first().click();
  await list.getByRole('button', { name: 'Try it out' }).click();
  await list.getByRole('button', { name: 'Execute' }).click();
  const live = list.locator('.live-responses-table');
  await expect(live.locator('tbody .response-col_status')).toHaveText('200');
  await expect(live).toContainText(name);
  expect(violations).toEqual([]);
});
