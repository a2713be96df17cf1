import { expect, test } from '@playwright/test';
import { register } from './support/register-in-browser';

/** The web app runs under the CSP the server sends, with no violation on its main screens. */
test('the app runs under its Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) =>
      console.error('Refused to load: ' + event.violatedDirective + ' ' + event.blockedURI));`,
  });

  const landing = await page.goto('/auth');
  const headers = landing?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');

  await register(page, `csp${Date.now().toString(36)}`);
  const created = await page.request.post('/api/entities', {
    data: { type: 'company', name: 'Policy Holdings' },
  });
  expect(created.status()).toBe(201);
  expect(created.headers()['cache-control']).toBe('no-store');

  for (const path of [
    '/dashboard',
    '/companies',
    `/companies/${(await created.json()).id}`,
    '/relationships/create',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('heading', { name: 'Add Relationship' })).toBeVisible();
  expect(violations).toEqual([]);
});
