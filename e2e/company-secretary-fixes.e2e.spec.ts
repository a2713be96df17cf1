import { expect, test, type Page } from '@playwright/test';
import { createEntity, registerFresh } from './support/register-api';
import { localDay } from '../libs/contracts/src/local-day';

/** What a company secretary hit on the relationship, filing, compliance screens. */

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** `daysFromToday` from the server's today, a South African day. */
const isoDate = (daysFromToday: number) => localDay(Date.now() + daysFromToday * 86_400_000);

test('a mutual cross-holding can be entered: B holds shares in A after A holds shares in B', async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'xh');
  const alpha = await createEntity(page, { type: 'company', name: `Alpha Mining ${suffix}` });
  const beta = await createEntity(page, { type: 'company', name: `Beta Smelting ${suffix}` });
  const held = await page.request.post('/api/relationships', {
    data: { sourceEntityId: alpha.id, targetEntityId: beta.id, type: 'shareholder', ownershipPercentage: 30 },
  });
  expect(held.status()).toBe(201);

  // When B -> A is entered, shareholder is still offered (only A -> B used it)
  await page.goto('/relationships/create');
  await choose(page, 'Source Entity', `${beta.name} (Company)`);
  await choose(page, 'Target Entity', `${alpha.name} (Company)`);
  await choose(page, 'Relationship Type', 'Shareholder');
  await page.getByLabel('Ownership Percentage').fill('20');
  await page.getByRole('button', { name: 'Create Relationship' }).click();
  await expect(page.getByRole('heading', { name: 'Shareholder Relationship', level: 1 })).toBeVisible();

  // And for A -> B again, shareholder is gone: that ordered pair has used it
  await page.goto('/relationships/create');
  await choose(page, 'Source Entity', `${alpha.name} (Company)`);
  await choose(page, 'Target Entity', `${beta.name} (Company)`);
  await page.getByLabel('Relationship Type', { exact: true }).click();
  await expect(page.getByRole('option', { name: 'Director', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Shareholder', exact: true })).toHaveCount(0);
});

test('Add Filing saves after the status goes from Submitted with a future date back to Pending', async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'fl');
  const company = await createEntity(page, { type: 'company', name: `Gamma Logistics ${suffix}` });
  await page.goto(`/companies/${company.id}/compliance`);
  await page.getByRole('tab', { name: 'Filing Requirements' }).click();
  await page.getByRole('button', { name: 'Add Filing' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Filing Requirement' });
  await choose(page, 'Filing Type', 'Annual Return');
  await dialog.getByLabel('Due Date').fill(isoDate(40));
  await choose(page, 'Status', 'Submitted');
  await dialog.getByLabel('Submission Date').fill(isoDate(5));

  // When the status goes back to Pending, the hidden submission date goes with it
  await choose(page, 'Status', 'Pending');
  await expect(dialog.getByLabel('Submission Date')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Filing Requirement' }).click();

  // Then the filing is created (before the fix nothing happened and nothing was said)
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Filing requirement created', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Annual Return/ })).toBeVisible();

  // And back on Submitted the field starts empty, and a future date is named where it is shown
  await page.getByRole('button', { name: 'Add Filing' }).first().click();
  await choose(page, 'Filing Type', 'Annual Return');
  await dialog.getByLabel('Due Date').fill(isoDate(40));
  await choose(page, 'Status', 'Submitted');
  await expect(dialog.getByLabel('Submission Date')).toHaveValue('');
  await dialog.getByLabel('Submission Date').fill(isoDate(5));
  await dialog.getByRole('button', { name: 'Add Filing Requirement' }).click();
  await expect(dialog.getByText('Submission date cannot be in the future')).toBeVisible();

  // And an error on a field that is not shown is listed in the form, never swallowed
  await choose(page, 'Status', 'Pending');
  await expect(dialog.getByText('Submission date cannot be in the future')).toHaveCount(0);
  await page.route('**/api/compliance/filing-requirements', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Validation failed',
        errors: [{ field: 'submissionDate', message: 'Submission date cannot be in the future' }],
      }),
    }),
  );
  await dialog.getByRole('button', { name: 'Add Filing Requirement' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Submission Date: Submission date cannot be in the future',
  );
});

test('a trust without parties needs attention on both compliance pages', async ({ page }) => {
  const suffix = await registerFresh(page, 'tv');
  const trust = await createEntity(page, {
    type: 'trust',
    name: `Khumalo Family Trust ${suffix}`,
    trustType: 'discretionary',
  });

  await page.goto(`/trusts/${trust.id}/compliance`);
  await expect(page.getByTestId('trust-compliance-status')).toHaveText('Attention Required');

  await page.goto(`/companies/${trust.id}/compliance`);
  await expect(page.getByRole('heading', { name: `${trust.name} Compliance`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('compliance-status')).toHaveText('Attention Required');
});

test('the limit alert counts entities, not companies', async ({ page }) => {
  const suffix = await registerFresh(page, 'lm');
  for (let i = 0; i < 6; i += 1)
    await createEntity(page, { type: 'company', name: `Company ${i} ${suffix}` });
  for (let i = 0; i < 4; i += 1)
    await createEntity(page, { type: 'individual', name: `Person ${i} ${suffix}` });

  await page.goto('/companies/create');
  const alert = page.getByRole('alert').filter({ hasText: 'Limit Reached' });
  await expect(alert).toContainText('Entity Limit Reached');
  await expect(alert).toContainText(
    "You've reached your limit of 10 entities (10/10 used). To create more entities, please upgrade your subscription plan.",
  );
  await expect(alert).not.toContainText('limit of 10 companies');
});
