import { expect, test } from '@playwright/test';
import { formatDisplayDateTime } from '../libs/contracts/src/display-dates';
import { createEntity, uniqueSuffix } from './support/register-api';

/** An expanded history entry gives its recorded time in the account's zone, named, not the stored UTC instant. */
test.use({ timezoneId: 'America/New_York' });

test("an expanded history entry shows when it was recorded in the account's zone", async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const registered = await page.request.post('/api/register', {
    data: { username: `histzone${suffix}`, password: 's3cret-pass' },
  });
  expect(registered.status()).toBe(201);
  const settings = await page.request.patch('/api/account/settings', { data: { timeZone: 'Asia/Tokyo' } });
  expect(settings.status(), await settings.text()).toBe(200);
  const acme = await createEntity(page, { type: 'company', name: `Zone Holdings ${suffix}` });

  await page.goto(`/companies/${acme.id}`);
  await page.getByRole('tab', { name: 'History' }).click({ timeout: 30_000 });
  const entry = page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first();
  await entry.getByRole('button', { name: 'Show the raw fields' }).click();
  const recorded = entry.locator('time').first();
  const instant = (await recorded.getAttribute('datetime'))!;
  expect(instant).toMatch(/Z$/);
  await expect(recorded).toHaveText(formatDisplayDateTime(instant, 'Asia/Tokyo')!);
  await expect(entry.getByText(/recorded .* \(Asia\/Tokyo\)/)).toBeVisible();
  await expect(entry.getByText(instant)).toHaveCount(0);
});
