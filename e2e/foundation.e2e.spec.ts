import { expect, test, type Page } from '@playwright/test';

/** Spec 000 sections 1, 2, 5 and spec 001 'Companies list' / 'Create company', against the real server. */

function uniqueUsername(): string {
  return `user${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

function summaryCard(page: Page, title: string) {
  return page.getByRole('group', { name: title });
}

test.describe('foundation', () => {
  test('a new user registers, adds a company and sees it counted on the dashboard', async ({ page }) => {
    const username = uniqueUsername();
    const companyName = `Acme Holdings ${username}`;

    // Given a visitor on the landing page
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // When they register
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.co.za`);
    await page.getByLabel('Full Name').fill('Thandi Nkosi');
    await page.getByLabel('Password', { exact: true }).fill('s3cret-pass');
    await page.getByLabel('Confirm Password').fill('s3cret-pass');
    await page.getByRole('button', { name: 'Register' }).click();

    // Then they land on the dashboard with no companies
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(summaryCard(page, 'Companies').getByText('0', { exact: true })).toBeVisible();

    // When they add a company from the companies list
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
    await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Add Company' }).click();
    await expect(page).toHaveURL(/\/companies\/create$/);
    await expect(page.getByRole('heading', { name: 'Company Information' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(companyName);
    await page.getByLabel('Registration Number').fill('2024/123456/07');
    await page.getByLabel('Country').fill('South Africa');
    await page.getByRole('button', { name: 'Create Company' }).click();

    // Then the company page opens and the company is listed
    await expect(page).toHaveURL(/\/companies\/\d+$/);
    await expect(page.getByRole('heading', { name: companyName, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Companies' }).click();
    await expect(page.getByRole('region', { name: 'Companies' }).getByText(companyName)).toBeVisible();

    // And the dashboard counts it
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(summaryCard(page, 'Companies').getByText('1', { exact: true })).toBeVisible();
  });

  test('an anonymous visit to /dashboard redirects to /auth', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  });

  test('the register form shows the validation messages', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('s3cret-pass');
    await page.getByLabel('Confirm Password').fill('different-pass');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByText('Username must be at least 3 characters.')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an unknown path shows the fallback page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  });
});
