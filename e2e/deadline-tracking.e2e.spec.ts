import { expect, test } from '@playwright/test';
import { formatDisplayDay } from '../libs/contracts/src/display-dates';
import { createEntity, registerFresh } from './support/register-api';

interface Filing {
  requirementType: string;
  dueDate: string;
  provisional?: boolean;
}

/**
 * Duties that fell due before the account's tracked-from day are history, not
 * overdue, until the owner moves the day back in Settings; dates SARS has not published read "Provisional".
 */
test('tracked-from in Settings turns history into overdue filings; provisional seasons are marked', async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'track');
  const trust = await createEntity(page, {
    type: 'trust',
    name: `Tracked Trust ${suffix}`,
    trustType: 'discretionary',
    trustDeedDate: '2015-06-01',
  });
  const lodgement = page.getByRole('row', { name: /Trust BO Register/ });
  const openFilings = async () => {
    await page.goto(`/trusts/${trust.id}/compliance`);
    await page.getByRole('tab', { name: 'Filings' }).click();
  };

  await test.step('the first lodgement with the Master fell due before tracking began: history', async () => {
    await openFilings();
    await expect(lodgement).toContainText('Not Required');
    await expect(lodgement).toContainText('Before tracking');
  });

  await test.step('Settings -> Account settings moves the tracked-from day back', async () => {
    await page.goto('/settings/security');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
    await page.getByLabel('Tracked from').fill('2023-01-01');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Account settings saved').first()).toBeVisible();
    expect((await (await page.request.get('/api/account/settings')).json()).trackedFrom).toBe('2023-01-01');
  });

  await test.step('the lodgement is overdue now, and seasons SARS has not published read Provisional', async () => {
    await openFilings();
    await expect(lodgement).toContainText('Overdue');
    const filings = (await (await page.request.get(`/api/entities/${trust.id}/filings`)).json()) as Filing[];
    const returns = filings.filter((f) => f.requirementType === 'trust_tax_return');
    expect(returns.some((f) => f.provisional)).toBe(true);
    for (const filing of returns) {
      const row = page
        .getByRole('row', { name: /Trust Tax Return/ })
        .filter({ hasText: formatDisplayDay(filing.dueDate, 'Africa/Johannesburg')! });
      await expect(row.getByText('Provisional', { exact: true })).toHaveCount(filing.provisional ? 1 : 0);
    }
  });
});
