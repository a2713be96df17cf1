import { expect, test, type Page } from '@playwright/test';
import { createEntity, relate } from './support/register-api';
import { register } from './support/register-in-browser';

/**
 * The README's screenshots, taken from the real product with a small register: the dashboard, a company's
 * compliance page with its beneficial owners, and a trust's organogram (docs/screenshots/*.png).
 */

const entity = async (page: Page, data: Record<string, unknown>) => (await createEntity(page, data)).id;

test('README screenshots: dashboard, beneficial owners, trust organogram', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await register(page, `shots${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`);
  const holding = await entity(page, {
    type: 'company',
    name: 'Protea Holdings (Pty) Ltd',
    industry: 'Investments',
  });
  const mining = await entity(page, { type: 'company', name: 'Protea Mining (Pty) Ltd', industry: 'Mining' });
  const thandi = await entity(page, { type: 'individual', name: 'Thandi Nkosi' });
  const sipho = await entity(page, { type: 'individual', name: 'Sipho Dlamini' });
  const trust = await entity(page, { type: 'trust', name: 'Nkosi Family Trust', trustType: 'family' });
  const lerato = await entity(page, { type: 'individual', name: 'Lerato Nkosi' });
  await relate(page, thandi, trust, 'founder');
  await relate(page, sipho, trust, 'trustee');
  await relate(page, lerato, trust, 'beneficiary', '100');
  await relate(page, trust, holding, 'shareholder', '60');
  await relate(page, thandi, holding, 'shareholder', '25');
  await relate(page, sipho, holding, 'shareholder', '15');
  await relate(page, holding, mining, 'shareholder', '100');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'docs/screenshots/dashboard.png' });

  await page.goto(`/companies/${mining}/compliance`);
  await expect(page.getByText('Sipho Dlamini').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'docs/screenshots/beneficial-owners.png', fullPage: true });

  await page.goto(`/companies/${trust}/compliance`);
  await expect(page.getByTestId('trust-organogram')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByTestId('trust-organogram').screenshot({ path: 'docs/screenshots/trust-organogram.png' });
});
