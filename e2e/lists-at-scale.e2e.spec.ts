import { columnValues, numbered } from './support/grid-rows';
import { expect, signIn, test } from './support/scale-fixture';

/**
 * Web at scale: the register lists read one page at a time from the server (paging, natural name
 * order, search, status and group filters) on an account of a few thousand entities.
 */

test('the companies list pages, sorts and sizes its pages on the server', async ({ page, scale }) => {
  const total = scale.plan.companies;
  await signIn(page, scale);
  await page.goto('/companies');
  await expect(page.getByText(`Showing 1-10 of ${total} companies`)).toBeVisible();

  // Next and Previous move a page of 10 (the spec's default size)
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Showing 11-20 of ${total} companies`)).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(`Showing 1-10 of ${total} companies`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Names sort naturally on the server: 'Company 2' comes before 'Company 10'
  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect.poll(() => columnValues(page, 'Companies')).toEqual(numbered('Company', 1, 10));

  // A larger page, then the next one
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await expect(page.getByText(`Showing 1-25 of ${total} companies`)).toBeVisible();
  await expect.poll(() => columnValues(page, 'Companies')).toEqual(numbered('Company', 1, 25));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Showing 26-50 of ${total} companies`)).toBeVisible();
  await expect.poll(() => columnValues(page, 'Companies')).toEqual(numbered('Company', 26, 50));

  // Descending starts again from the first page with the highest number
  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page.getByText(`Showing 1-25 of ${total} companies`)).toBeVisible();
  await expect
    .poll(() => columnValues(page, 'Companies'))
    .toEqual(numbered('Company', total, total - 24, -1));

  // The last page is reachable without loading what lies between
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  for (let shown = 100; shown < total; shown += 100) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Showing ${total - 99}-${total} of ${total} companies`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect.poll(() => columnValues(page, 'Companies')).toEqual(numbered('Company', 100, 1, -1));
});

test('search, status and group filters are answered by the server', async ({ page, scale }) => {
  await signIn(page, scale);
  await page.goto('/companies');
  const search = page.getByLabel('Search companies');

  await search.fill('company 1234');
  await expect(page.getByText('Showing 1-1 of 1 companies')).toBeVisible();
  await expect.poll(() => columnValues(page, 'Companies')).toEqual(['Company 1234']);
  await search.fill('no such company anywhere');
  await expect(page.getByRole('region', { name: 'Companies' }).getByText('No results.')).toBeVisible();
  await expect(page.getByText('Showing 0 of 0 companies')).toBeVisible();
  await search.fill('');

  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Inactive', exact: true }).click();
  await expect(page.getByText(`Showing 1-10 of ${scale.inactiveCompanies} companies`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'All Statuses', exact: true }).click();

  await page.getByRole('combobox', { name: 'Filter by group' }).click();
  await page.getByRole('option', { name: scale.group.name, exact: true }).click();
  await expect(page.getByText(`Showing 1-10 of ${scale.plan.groupMembers} companies`)).toBeVisible();
  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect.poll(() => columnValues(page, 'Companies')).toEqual(numbered('Company', 1, 10));
});

test('individuals, trusts, relationships and assets read their pages and counts', async ({ page, scale }) => {
  const { plan } = scale;
  await signIn(page, scale);
  await page.goto('/individuals');
  await expect(page.getByText(`Showing 1-10 of ${plan.individuals} individuals`)).toBeVisible();
  await page.getByLabel('Search individuals').fill('person 42');
  await expect(page.getByText('Showing 1-10 of 11 individuals')).toBeVisible();

  await page.goto('/trusts');
  await expect(page.getByText(`Showing 1-10 of ${plan.trusts} trusts`)).toBeVisible();
  const count = (title: string) => page.getByRole('group', { name: title });
  await expect(count('Active Trusts')).toContainText(String(plan.trusts - scale.pendingTrusts));
  await expect(count('Pending Trusts')).toContainText(String(scale.pendingTrusts));
  // Trusts 1-12 have an active founder, trustee and beneficiary; Trust 13's beneficiary link is not active
  await expect(count('Non-Compliant Trusts')).toContainText(String(scale.nonCompliantTrusts));
  await expect(count('Non-Compliant Trusts')).not.toContainText(String(plan.trusts));
  await page.getByRole('columnheader', { name: 'Trust Name' }).click();
  const search = page.getByLabel('Search trusts');
  for (const [n, compliance] of [
    [12, 'Compliant'],
    [13, 'Attention'],
    [14, 'Attention'],
  ] as const) {
    await search.fill(`trust ${n}`);
    await expect(page.getByText('Showing 1-10 of 11 trusts')).toBeVisible();
    await expect
      .poll(() => columnValues(page, 'Trusts'))
      .toEqual([`Trust ${n}`, ...numbered('Trust', n * 10, n * 10 + 8)]);
    // The Attention badge's cell also holds its reasons for screen readers (decision 0076)
    await expect
      .poll(async () => (await columnValues(page, 'Trusts', 'compliance'))[0])
      .toMatch(new RegExp(`^${compliance}`));
  }

  await page.goto('/relationships');
  await expect(page.getByText(`Showing 1-10 of ${scale.relationships} relationships`)).toBeVisible();
  await page.goto('/assets');
  await expect(page.getByText(`Showing 1-10 of ${plan.assets} assets`)).toBeVisible();
  await page.getByRole('columnheader', { name: 'Asset Name' }).click();
  await expect.poll(() => columnValues(page, 'Assets')).toEqual(numbered('Asset', 1, 10));
});
