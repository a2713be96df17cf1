import { expect, test } from '@playwright/test';
import { createEntity, registerFresh } from './support/register-api';

/** Activity and history name the member who acted. */
test("the dashboard's recent activity and a record's history say who made the change", async ({ page }) => {
  const suffix = await registerFresh(page, 'actor');
  const company = await createEntity(page, { type: 'company', name: `Named Co ${suffix}` });

  await page.goto('/dashboard');
  const line = page
    .getByRole('region', { name: 'Recent Activity' })
    .getByRole('listitem')
    .filter({ hasText: `Created company ${company.name}` });
  await expect(line.getByText(`by actor${suffix}`)).toBeVisible();

  await page.goto(`/companies/${company.id}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const entry = page
    .getByRole('list', { name: 'Changes' })
    .getByRole('listitem')
    .filter({ hasText: `Company ${company.name} was created` });
  await entry.getByRole('button', { name: 'Show the raw fields' }).click();
  await expect(entry.getByText(new RegExp(`EntityRegistered .* by actor${suffix}`))).toBeVisible();
});
