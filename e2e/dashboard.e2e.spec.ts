import { expect, test, type Page } from '@playwright/test';
import { register } from './support/register-in-browser';

/** Spec 000 'Dashboard': network and hierarchy views, activity and key entities, against the real server. */

interface Created {
  id: number;
  name: string;
}

function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function post(page: Page, url: string, data?: Record<string, unknown>): Promise<Created> {
  const response = await page.request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as Created;
}

const company = (page: Page, name: string) => post(page, '/api/entities', { type: 'company', name });
const owns = (page: Page, owner: Created, owned: Created, ownershipPercentage: number) =>
  post(page, '/api/relationships', {
    sourceEntityId: owner.id,
    targetEntityId: owned.id,
    type: 'shareholder',
    ownershipPercentage,
  });

test('the dashboard draws the ownership network and the organisation chart', async ({ page }) => {
  // Given a holding company owning 100% of an operating company owning 60% of a subsidiary, an individual
  // shareholder of the holding company, a two-company cross-holding loop, and a default group
  await register(page, `dash${uniqueSuffix()}`);
  const holdco = await company(page, 'Apex Holdings');
  const opco = await company(page, 'Apex Operations');
  const sub = await company(page, 'Apex Mining');
  const person = await post(page, '/api/entities', { type: 'individual', name: 'Lindiwe Dube' });
  const loopA = await company(page, 'Circle One');
  const loopB = await company(page, 'Circle Two');
  await owns(page, holdco, opco, 100);
  await owns(page, opco, sub, 60);
  await owns(page, person, holdco, 75);
  await owns(page, loopA, loopB, 100);
  await owns(page, loopB, loopA, 100);
  const group = await post(page, '/api/groups', { name: 'Apex Group', description: '' });
  await post(page, `/api/groups/${group.id}/entities/${holdco.id}`);

  // When the dashboard loads, the counts show and the default group is selected automatically
  await page.reload();
  await expect(page.getByTestId('count-companies')).toHaveText('5');
  await expect(page.getByTestId('count-individuals')).toHaveText('1');
  await expect(page.getByTestId('count-relationships')).toHaveText('5');
  await expect(page.getByTestId('count-assets')).toHaveText('0');
  await expect(page.getByRole('heading', { name: 'Entity Relationships' })).toBeVisible();
  const filterButton = page.getByRole('button', { name: /^Filter by Group/ });
  await expect(filterButton).toHaveAccessibleName('Filter by Group: Apex Group');
  const chart = page.getByTestId('ownership-chart').locator('canvas').first();
  await expect(chart).toBeVisible();

  // Then the group view lists only the links touching the member (and the entities linked to it)
  await page.getByRole('button', { name: 'Expand' }).click();
  let dialog = page.getByRole('dialog', { name: 'Detailed Ownership Structure' });
  await dialog.getByRole('tab', { name: 'List View' }).click();
  await expect(dialog.locator('tbody tr')).toHaveCount(2);
  await page.keyboard.press('Escape');

  // When 'All Entities' is chosen in the popover, the choice survives a reload for this session
  await filterButton.click();
  const popover = page.getByRole('dialog', { name: 'Filter by Group' });
  await expect(popover.getByRole('heading', { name: 'Filter by Group' })).toBeVisible();
  await expect(popover.getByRole('button', { name: /Apex Group/ })).toContainText('Default');
  await popover.getByPlaceholder('Search groups...').fill('zzz');
  await expect(popover.getByText('No groups found')).toBeVisible();
  await popover.getByPlaceholder('Search groups...').fill('apx grp');
  await expect(popover.getByRole('button', { name: /Apex Group/ })).toBeVisible();
  await popover.getByRole('button', { name: 'All Entities' }).click();
  await expect(filterButton).toHaveAccessibleName('Filter by Group: All Entities');
  await page.reload();
  await expect(filterButton).toHaveAccessibleName('Filter by Group: All Entities');
  await expect(chart).toBeVisible();
  await expect(page.getByText('Error processing entity relationships. Please try again.')).toHaveCount(0);
  await expect(page.getByText('No entities available to visualize')).toHaveCount(0);

  // Refresh re-reads the dashboard data and says so
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('Organogram Refreshed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('The organization chart has been updated with the latest data.', { exact: true }),
  ).toBeVisible();

  // Zoom runs from 0.5 to 1.5 in steps of 0.25
  const zoomIn = page.getByRole('button', { name: 'Zoom In' });
  await zoomIn.click();
  await zoomIn.click();
  await expect(zoomIn).toBeDisabled();
  await expect(page.getByRole('button', { name: /Reset zoom/ })).toHaveText('150%');
  await page.getByRole('button', { name: 'Zoom Out' }).click();
  await expect(page.getByRole('button', { name: /Reset zoom/ })).toHaveText('125%');
  await page.getByRole('button', { name: /Reset zoom/ }).click();
  await expect(page.getByRole('button', { name: /Reset zoom/ })).toHaveText('100%');

  // The detailed dialog has both tabs; focusing an entity filters to its chain and the badge clears it
  await page.getByRole('button', { name: 'Expand' }).click();
  dialog = page.getByRole('dialog', { name: 'Detailed Ownership Structure' });
  await expect(dialog.getByRole('tab', { name: 'Visual Chart' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByTestId('ownership-chart').locator('canvas').first()).toBeVisible();
  await dialog.getByRole('tab', { name: 'List View' }).click();
  await expect(dialog.locator('tbody tr')).toHaveCount(5);
  const row = dialog.locator('tbody tr', { hasText: opco.name }).filter({ hasText: sub.name });
  await expect(row).toContainText('Shareholder');
  await expect(row).toContainText('60%');
  await expect(dialog.getByText('Filtered')).toHaveCount(0);
  await dialog
    .getByRole('button', { name: `Focus ${opco.name}` })
    .first()
    .click();
  await expect(dialog.getByText('Filtered')).toBeVisible();
  await dialog.getByRole('button', { name: 'Clear focus' }).click();
  await expect(dialog.getByText('Filtered')).toHaveCount(0);
  await dialog
    .getByRole('button', { name: `Focus ${loopA.name}` })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Filtered')).toBeVisible();
  await page.getByRole('button', { name: 'Clear focus' }).click();
  await expect(page.getByText('Filtered')).toHaveCount(0);

  // Recent activity shows the newest changes, and 'View all activity' reaches further back
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByText(`Created company ${loopB.name}`)).toBeVisible();
  await expect(activity.getByText(`Created company ${holdco.name}`)).toHaveCount(0);
  await activity.getByRole('button', { name: 'View all activity' }).click();
  await expect(activity.getByText(`Created company ${holdco.name}`)).toBeVisible();

  // Key entities link to their pages; the free tier is offered an upgrade instead of exports
  const keyEntities = page.getByRole('region', { name: 'Key Entities' });
  await expect(keyEntities.getByRole('link', { name: opco.name, exact: true })).toHaveAttribute(
    'href',
    `/companies/${opco.id}`,
  );
  await expect(keyEntities.getByRole('link', { name: 'View all entities' })).toHaveAttribute(
    'href',
    '/entities',
  );
  const exportPanel = page.getByRole('region', { name: 'Export Data' });
  await expect(exportPanel.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
    'href',
    '/subscription/upgrade',
  );
  // Spec 000: the free tier sees the upgrade prompt instead of export buttons
  await expect(exportPanel.getByRole('button', { name: /export/i })).toHaveCount(0);

  // When the hierarchy view opens, every chain is expanded: person > holdco > opco > sub, and the loop is marked
  await page.getByRole('tab', { name: 'Hierarchy View' }).click();
  await expect(page.getByRole('heading', { name: 'Organization Chart' }).first()).toBeVisible();
  const item = (name: string) => page.getByRole('treeitem', { name, exact: true });
  await expect(item(person.name)).toHaveAttribute('aria-level', '1');
  await expect(item(holdco.name)).toHaveAttribute('aria-level', '2');
  await expect(item(sub.name)).toHaveAttribute('aria-level', '4');
  await expect(item(loopA.name)).toHaveCount(2);
  await expect(page.getByTestId('org-chart').getByText('loop')).toBeVisible();

  // With the holding company as root the subsidiary sits two levels below it; depth 1 hides it
  await page.getByLabel('Root Entity').click();
  await page.getByRole('option', { name: `${holdco.name} (company)` }).click();
  await expect(item(holdco.name)).toHaveAttribute('aria-level', '1');
  await expect(item(sub.name)).toHaveAttribute('aria-level', '3');
  await expect(page.getByRole('button', { name: 'Decrease max depth' })).toBeDisabled();
  await expect(page.getByTestId('max-depth')).toHaveText('Unlimited');
  await page.getByRole('button', { name: 'Increase max depth' }).click();
  await page.getByRole('button', { name: 'Increase max depth' }).click();
  await expect(page.getByTestId('max-depth')).toHaveText('1');
  await expect(item(opco.name)).toBeVisible();
  await expect(item(sub.name)).toHaveCount(0);

  // Reset View, search, Collapse All and Expand All
  await page.getByRole('button', { name: 'Reset View' }).click();
  await expect(item(sub.name)).toHaveAttribute('aria-level', '4');
  await page.getByLabel('Search organization chart').fill('mining');
  await expect(item(sub.name)).toBeVisible();
  await expect(item(loopB.name)).toHaveCount(0);
  await page.getByLabel('Search organization chart').fill('nothing like this');
  await expect(page.getByText('No entities match your search')).toBeVisible();
  await page.getByLabel('Search organization chart').fill('');
  await page.getByRole('button', { name: 'Collapse All' }).click();
  await expect(item(person.name)).toHaveAttribute('aria-expanded', 'false');
  await expect(item(holdco.name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand All' }).click();
  await expect(item(sub.name)).toBeVisible();

  // Clicking an entity goes through /entities/{id} to its own page
  await item(sub.name).getByRole('link', { name: sub.name }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${sub.id}$`));

  // 'View all entities' lists every kind together; a kind filter narrows it, a row opens its page
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Key Entities' })
    .getByRole('link', { name: 'View all entities' })
    .click();
  await expect(page.getByRole('heading', { name: 'All Entities' })).toBeVisible();
  const grid = page.getByRole('region', { name: 'Entities' });
  await expect(grid.getByText(person.name)).toBeVisible();
  await expect(grid.getByText(holdco.name)).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by type' }).click();
  await page.getByRole('option', { name: 'Individuals' }).click();
  await expect(grid.getByText(holdco.name)).toHaveCount(0);
  await grid.getByText(person.name).click();
  await expect(page).toHaveURL(new RegExp(`/individuals/${person.id}$`));
});
