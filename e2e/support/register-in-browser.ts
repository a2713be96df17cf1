import { expect, type Page } from '@playwright/test';

/** Registers through the Register tab of /auth (spec 000 section 4) and lands on the dashboard. */
export async function register(page: Page, username: string, password = 's3cret-pass'): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
