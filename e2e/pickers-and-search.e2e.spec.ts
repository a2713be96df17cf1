import { numbered } from './support/grid-rows';
import { expect, signIn, test } from './support/scale-fixture';

/**
 * Web at scale: entity pickers search the server as the user types (a combobox, not a select of
 * thousands), and the top bar's cross-record search opens its hits from the keyboard.
 */

test('the relationship form picks both ends by searching, from the keyboard', async ({ page, scale }) => {
  await signIn(page, scale);
  await page.goto('/relationships/create');
  const source = page.getByLabel('Source Entity', { exact: true });
  const target = page.getByLabel('Target Entity', { exact: true });
  await expect(target).toBeDisabled();
  await expect(target).toHaveText('Select a source entity first');

  // Typing on the closed picker opens it and searches; the arrows move the active option
  await source.focus();
  await page.keyboard.type('person 42');
  const results = page.getByRole('listbox', { name: 'Search entities' });
  await expect(results.getByRole('option', { name: 'Person 420 (Individual)' })).toBeVisible();
  await expect(results.getByRole('option').first()).toHaveText('Person 42 (Individual)');
  await expect(results.getByRole('option', { selected: true })).toHaveText('Person 42 (Individual)');
  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('option', { selected: true })).toHaveText('Person 420 (Individual)');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(results).toBeHidden();
  await expect(source).toHaveText('Person 42 (Individual)');

  // Escape closes without choosing
  await target.click();
  await page.getByRole('combobox', { name: 'Search entities' }).fill('company 42');
  await expect(results.getByRole('option', { name: 'Company 42 (Company)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(results).toBeHidden();
  await expect(target).toHaveText('Select the target entity');
  await target.click();
  await page.getByRole('combobox', { name: 'Search entities' }).fill('company 42');
  await results.getByRole('option', { name: 'Company 42 (Company)' }).click();
  await expect(target).toHaveText('Company 42 (Company)');

  // Person 42 already holds shares in Company 42, so that type is no longer offered for this pair
  await page.getByLabel('Relationship Type', { exact: true }).click();
  await expect(page.getByRole('option', { name: 'Director', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Shareholder', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Director', exact: true }).click();
  await page.getByRole('button', { name: 'Create Relationship' }).click();
  await expect(page.getByRole('heading', { name: 'Director Relationship', level: 1 })).toBeVisible();
});

test('the asset owner is preselected and the group dialog offers only non-members', async ({
  page,
  scale,
}) => {
  await signIn(page, scale);
  await page.goto(`/assets/create?entityId=${scale.ids['Company 7']}`);
  await expect(page.getByLabel('Owner', { exact: true })).toHaveText('Company 7 (Company)');

  await page.goto(`/groups/${scale.group.id}`);
  await page.getByRole('button', { name: 'Add Entity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Entity' });
  await dialog.getByLabel('Entity', { exact: true }).click();
  const asked = page.waitForRequest((request) =>
    request.url().includes(`notInGroupId=${scale.group.id}&limit=20`),
  );
  await page.getByRole('combobox', { name: 'Search entities' }).fill('company 1');
  await asked;
  const results = page.getByRole('listbox', { name: 'Search entities' });
  // Companies 1 to 40 are members already: the server leaves them out, so a full page of others is offered
  await expect(results.getByRole('option').first()).toHaveText('Company 100 (Company)');
  await expect(results.getByRole('option')).toHaveCount(20);
  await expect(results.getByRole('option', { name: 'Company 1 (Company)', exact: true })).toHaveCount(0);
  await expect(results.getByRole('option', { name: 'Company 10 (Company)', exact: true })).toHaveCount(0);
  await results.getByRole('option', { name: 'Company 100 (Company)' }).click();
  await dialog.getByRole('button', { name: 'Add Entity' }).click();

  // The member table reads a page at a time from the server, in natural name order
  const members = scale.plan.groupMembers + 1;
  const table = page.getByRole('table', { name: 'Group members' });
  const firstColumn = () => table.locator('tbody tr td:first-child').allTextContents();
  await expect(page.getByText(`Showing 1-10 of ${members} members`)).toBeVisible();
  await expect.poll(firstColumn).toEqual(numbered('Company', 1, 10));
  const secondPage = page.waitForRequest((request) =>
    /\/api\/groups\/\d+\/entities\?offset=10&limit=10&sort=name$/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await secondPage;
  await expect(page.getByText(`Showing 11-20 of ${members} members`)).toBeVisible();
  await expect.poll(firstColumn).toEqual(numbered('Company', 11, 20));
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  await expect(page.getByText(`Showing 1-${members} of ${members} members`)).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Company 100', exact: true })).toBeVisible();
  await page.getByLabel('Search members').fill('company 100');
  await expect(page.getByText('Showing 1-1 of 1 members')).toBeVisible();

  // Removing the member offers it again
  await table.getByRole('button', { name: 'Remove Company 100' }).click();
  await expect(page.getByText('No members match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Entity' }).click();
  await dialog.getByLabel('Entity', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Search entities' }).fill('company 100');
  await expect(results.getByRole('option').first()).toHaveText('Company 100 (Company)');
});

test('the top bar searches every record and opens a hit from the keyboard', async ({ page, scale }) => {
  await signIn(page, scale);
  await page.goto('/dashboard');
  const search = page.getByRole('combobox', { name: 'Search' });
  const results = page.getByRole('listbox', { name: 'Search results' });

  await search.fill('zzz nothing matches');
  await expect(results.getByText('No results')).toBeVisible();

  await search.fill('company 77');
  await expect(results.getByRole('group', { name: 'Companies' })).toBeVisible();
  const hits = results.getByRole('option');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  await search.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'false');
  await search.press('ArrowUp');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  await search.press('Escape');
  await expect(results).toBeHidden();

  // Typing again reopens the hits; Enter opens the active one's page
  await search.fill('company 777');
  await expect(results.getByRole('option', { selected: true })).toContainText('Company 777');
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/companies/${scale.ids['Company 777']}$`));
  await expect(page.getByRole('heading', { name: 'Company 777', level: 1 })).toBeVisible();
  await expect(search).toHaveValue('');
});
