import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { uniqueSuffix } from './support/register-api';

/** Each user chooses their reminder e-mails in Settings -> Notifications. */
test('a user switches reminder e-mails to a weekly digest in Settings, and it holds after a reload', async ({
  page,
}) => {
  const username = `remind${uniqueSuffix()}`;
  const email = `${username}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { username, password: 's3cret-pass', email },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/settings/security');
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Deadline reminders by e-mail' });
  await expect(form.getByRole('radio', { name: /As deadlines approach/ })).toBeChecked();
  await expect(page.getByText(`Sent to ${email}.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await form.getByRole('radio', { name: /Weekly digest/ }).check();
  await form.getByRole('button', { name: 'Save reminder settings' }).click();
  await expect(page.getByText('Notification settings saved').first()).toBeVisible();
  const saved = await page.request.get('/api/account/notification-preferences');
  expect(await saved.json()).toEqual({ emailReminders: 'weekly', chosen: true, email });

  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'Deadline reminders by e-mail' })
      .getByRole('radio', { name: /Weekly digest/ }),
  ).toBeChecked();
  // The fifth settings tab still fits a phone: the page never scrolls sideways and every tab is on screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const tabs = page.getByRole('navigation', { name: 'Settings' });
  const last = tabs.getByRole('link', { name: 'API tokens' });
  const box = await last.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
});
