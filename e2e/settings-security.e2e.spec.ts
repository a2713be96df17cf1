import { expect, test } from '@playwright/test';
import { register } from './support/register-in-browser';

/** Settings -> Security changes the password and lists the account's sessions to sign out. */

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

test('a user changes their password and signs out another session from Settings', async ({
  page,
  playwright,
  baseURL,
}) => {
  const username = `secure${Date.now().toString(36)}`;
  await register(page, username, 'first-pass-1');
  const elsewhere = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'User-Agent': FIREFOX_ON_WINDOWS },
  });
  expect(
    (await elsewhere.post('/api/login', { data: { username, password: 'first-pass-1' } })).status(),
  ).toBe(200);

  await test.step('Settings in the account menu opens the security page', async () => {
    await page.getByRole('button', { name: `Account menu for ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings\/security$/);
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  });

  const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
  await test.step('both sessions are listed, this device marked', async () => {
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(sessions.getByText('Firefox 127 on Windows')).toBeVisible();
  });

  await test.step('signing the other session out ends it at once', async () => {
    await sessions.getByRole('button', { name: /^Sign out Firefox 127 on Windows/ }).click();
    await expect(page.getByText('Session signed out').first()).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect((await elsewhere.get('/api/user')).status()).toBe(401);
    await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
  });

  const form = page.getByRole('form', { name: 'Change password' });
  await test.step('a wrong current password is shown under its field', async () => {
    await form.getByLabel('Current password').fill('not-the-password');
    await form.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await form.getByLabel('Confirm new password').fill('second-pass-2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('The current password is not correct.')).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('the right one changes it; this device stays signed in', async () => {
    await form.getByLabel('Current password').fill('first-pass-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed').first()).toBeVisible();
    await expect(form.getByLabel('New password', { exact: true })).toHaveValue('');
    expect((await page.request.get('/api/user')).status()).toBe(200);
  });

  await test.step('only the new password signs in', async () => {
    await page.getByRole('button', { name: `Account menu for ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.goto('/auth');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Username').fill(username);
    await login.getByLabel('Password', { exact: true }).fill('first-pass-1');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid username or password').first()).toBeVisible();
    await login.getByLabel('Password', { exact: true }).fill('second-pass-2');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
  await elsewhere.dispose();
});
