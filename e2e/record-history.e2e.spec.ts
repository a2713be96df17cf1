import { expect, test, type Page } from '@playwright/test';
import { historyToday } from './support/history-day';
import { createEntity, registerFresh } from './support/register-api';

/** A record's History tab tells each change as a sentence, with the raw fields on expand. */

const today = historyToday();

async function shareholding(page: Page, sourceEntityId: number, targetEntityId: number): Promise<number> {
  const response = await page.request.post('/api/relationships', {
    data: { sourceEntityId, targetEntityId, type: 'shareholder', ownershipPercentage: 25 },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test("a shareholding changed from 25% to 40% reads as a sentence in both records' history", async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'hist');
  const acme = await createEntity(page, { type: 'company', name: `Acme Holdings ${suffix}` });
  const thandi = await createEntity(page, { type: 'individual', name: `Thandi Nkosi ${suffix}` });
  const link = await shareholding(page, thandi.id, acme.id);
  const patched = await page.request.patch(`/api/relationships/${link}`, {
    data: { ownershipPercentage: 40 },
  });
  expect(patched.status()).toBe(200);

  // Given the company's page, when its History tab is opened, the change reads as a sentence
  await page.goto(`/companies/${acme.id}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const changes = page.getByRole('list', { name: 'Changes' });
  const sentence = `${thandi.name}'s shareholding in ${acme.name} changed from 25% to 40%, recorded by hist${suffix} on ${today}`;
  await expect(changes.getByText(sentence)).toBeVisible();
  await expect(
    changes.getByText(`Company ${acme.name} was created, recorded by hist${suffix} on ${today}`),
  ).toBeVisible();
  await expect(page.getByText('Showing 1-3 of 3 changes')).toBeVisible();

  // When its raw fields are expanded, the field's value before and after shows
  const entry = changes.getByRole('listitem').filter({ hasText: sentence });
  await entry.getByRole('button', { name: 'Show the raw fields' }).click();
  await expect(entry.getByText('RelationshipUpdated')).toBeVisible();
  await expect(entry.getByRole('row', { name: 'ownership percentage 25 40' })).toBeVisible();

  // When only the company's own changes are asked for, the shareholding's leave the list
  await page.getByLabel("Only this record's own changes").check();
  await expect(page.getByText('Showing 1-1 of 1 changes')).toBeVisible();
  await expect(changes.getByText(sentence)).toHaveCount(0);

  // The relationship's page shows the same change, and its creation
  await page.goto(`/relationships/${link}`);
  // Closed until asked for, so the page's own fields stay the only place its values are written
  await expect(page.getByText(sentence)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show history' }).click();
  await expect(page.getByText(sentence)).toBeVisible();
  await expect(
    page.getByText(
      `${thandi.name} became shareholder (25%) of ${acme.name}, recorded by hist${suffix} on ${today}`,
    ),
  ).toBeVisible();

  // And a filter by kind keeps the matching changes only
  await page.getByRole('combobox', { name: 'Kind of change' }).click();
  await page.getByRole('option', { name: 'Updated' }).click();
  await expect(page.getByText('Showing 1-1 of 1 changes')).toBeVisible();
  await expect(page.getByText(sentence)).toBeVisible();
});

test("the Audit log lists every change of the account, and an asset's page its own", async ({ page }) => {
  const suffix = await registerFresh(page, 'audit');
  const acme = await createEntity(page, { type: 'company', name: `Acme Holdings ${suffix}` });
  const thandi = await createEntity(page, { type: 'individual', name: `Thandi Nkosi ${suffix}` });
  await shareholding(page, thandi.id, acme.id);
  const asset = await page.request.post('/api/assets', {
    data: { name: 'Head office', ownerEntityId: acme.id },
  });
  expect(asset.status()).toBe(201);
  const assetId = ((await asset.json()) as { id: number }).id;
  const renamed = await page.request.patch(`/api/assets/${assetId}`, { data: { name: 'Rosebank office' } });
  expect(renamed.status()).toBe(200);

  // Given the account menu, when Audit log is chosen, every change shows, newest first
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByText('Showing 1-5 of 5 changes')).toBeVisible();
  const changes = page.getByRole('list', { name: 'Changes' });
  await expect(changes.getByRole('listitem').first()).toContainText(
    `Asset Rosebank office of ${acme.name}: name changed from Head office to Rosebank office, recorded by audit${suffix} on ${today}`,
  );

  // When the kind of record is chosen, only those records' changes remain
  await page.getByRole('combobox', { name: 'Kind of record' }).click();
  await page.getByRole('option', { name: 'Relationships' }).click();
  await expect(page.getByText('Showing 1-1 of 1 changes')).toBeVisible();
  await expect(changes).toContainText(`${thandi.name} became shareholder (25%) of ${acme.name}`);

  // When one entity is chosen, only the changes concerning it remain: its own and its shareholding
  await page.getByRole('combobox', { name: 'Kind of record' }).click();
  await page.getByRole('option', { name: 'All records' }).click();
  await expect(page.getByText('Showing 1-5 of 5 changes')).toBeVisible();
  await page.getByLabel('Changes concerning').click();
  await page.getByRole('combobox', { name: 'Search entities' }).fill(thandi.name);
  await page
    .getByRole('listbox', { name: 'Search entities' })
    .getByRole('option', { name: `${thandi.name} (Individual)` })
    .click();
  await expect(page.getByText('Showing 1-2 of 2 changes')).toBeVisible();
  await expect(changes).not.toContainText('Rosebank office');

  // And changes by the signed-in user are all of them here; Clear brings back every record
  await page.getByRole('combobox', { name: 'Changed by' }).click();
  await page.getByRole('option', { name: 'By me' }).click();
  await expect(page.getByText('Showing 1-2 of 2 changes')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Showing 1-5 of 5 changes')).toBeVisible();

  // And the asset's page tells its own history
  await page.goto(`/assets/${assetId}`);
  await page.getByRole('button', { name: 'Show history' }).click();
  await expect(page.getByText('Showing 1-2 of 2 changes')).toBeVisible();
  await expect(page.getByText(`Asset Head office of ${acme.name} was added`, { exact: false })).toBeVisible();
});
