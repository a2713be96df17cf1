import { expect, test } from '@playwright/test';
import { formatDisplayDateTime } from '../libs/contracts/src/display-dates';
import { createEntity, registerFresh } from './support/register-api';

/**
 * Recorded-at dates show in the account's zone (Africa/Johannesburg unless it chose
 * another), never in the browser's: this browser runs in New York.
 */
test.use({ timezoneId: 'America/New_York' });

test('recorded-at times show in Johannesburg until the account picks another zone in Settings', async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'zone');
  await createEntity(page, { type: 'company', name: `Zone Co ${suffix}` });

  const activity = page.getByRole('region', { name: 'Recent Activity' });
  const recordedAt = activity.locator('time').first();
  await test.step('the dashboard shows when the company was recorded, in South African time', async () => {
    await page.reload();
    await expect(activity.getByText(`Zone Co ${suffix}`)).toBeVisible();
    const instant = (await recordedAt.getAttribute('datetime'))!;
    await expect(recordedAt).toHaveAttribute('title', formatDisplayDateTime(instant, 'Africa/Johannesburg')!);
    expect(formatDisplayDateTime(instant, 'America/New_York')).not.toBe(
      formatDisplayDateTime(instant, 'Africa/Johannesburg'),
    );
  });

  await test.step('Settings -> Account saves another zone', async () => {
    await page.goto('/settings/account');
    await expect(page.getByText("The installation's default is Africa/Johannesburg")).toBeVisible();
    await page.getByRole('combobox', { name: 'Time zone' }).click();
    await page.getByRole('combobox', { name: 'Search time zones' }).fill('tokyo');
    await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(page.getByText('Account settings saved').first()).toBeVisible();
    expect((await (await page.request.get('/api/account/settings')).json()).timeZone).toBe('Asia/Tokyo');
  });

  await test.step('the same record now shows in Tokyo time, even when the settings answer comes late', async () => {
    // A late settings answer used to leave the page in Johannesburg time: pages did not render again.
    await page.route('**/api/account/settings', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(activity.getByText(`Zone Co ${suffix}`)).toBeVisible();
    const instant = (await recordedAt.getAttribute('datetime'))!;
    await expect(recordedAt).toHaveAttribute('title', formatDisplayDateTime(instant, 'Asia/Tokyo')!);
  });
});
