import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerFresh } from './support/register-api';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations.map((v) => v.id);

/**
 * Demo data as a new user tries it: an empty dashboard offers the demo group, loading it fills the
 * counts and the charts, asset values read in rand, and the currency setting changes how they read.
 */
test('a new account loads the demo group from its empty dashboard and shows its money in the chosen currency', async ({
  page,
}) => {
  await registerFresh(page, 'demo');
  const count = (title: string) => page.getByTestId(`count-${title}`);

  await test.step('the empty dashboard offers demo data', async () => {
    await expect(page.getByRole('heading', { name: 'Your register is empty' })).toBeVisible();
    await expect(count('companies')).toHaveText('0');
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('Load demo data fills the counts and the charts', async () => {
    await page.getByRole('button', { name: 'Load demo data' }).click();
    await expect(page.getByText('Demo data loaded').first()).toBeVisible();
    await expect(count('companies')).toHaveText('4');
    await expect(count('individuals')).toHaveText('5');
    await expect(count('assets')).toHaveText('6');
    await expect(count('relationships')).toHaveText('10');
    await expect(page.getByRole('heading', { name: 'Your register is empty' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Hierarchy View' }).click();
    const item = (name: string) => page.getByRole('treeitem', { name, exact: true });
    await expect(item('Van der Merwe Family Trust')).toHaveAttribute('aria-level', '1');
    await expect(item('Protea Holdings (Pty) Ltd').first()).toBeVisible();
    await expect(item('Karoo Agri Ventures (Pty) Ltd').first()).toBeVisible();
  });

  await test.step('a second load is refused: the account has records', async () => {
    const again = await page.request.post('/api/demo-data');
    expect(again.status()).toBe(409);
  });

  await test.step('asset values read in rand, then in the currency chosen in Settings -> Account', async () => {
    await page.goto('/assets');
    await expect(page.getByText('R 48 500 000,00')).toBeVisible();
    await page.goto('/settings/account');
    await expect(page.getByText('R 1 234 567,50')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'USD - US dollar' }).click();
    await page.getByRole('button', { name: 'Save currency' }).click();
    await expect(page.getByText('Account settings saved').first()).toBeVisible();
    await page.goto('/assets');
    await expect(page.getByText('$48,500,000.00')).toBeVisible();
    await expect(page.getByText('R 48 500 000,00')).toHaveCount(0);
  });
});
