import { expect, test, type Page } from '@playwright/test';
import { register } from './support/register-in-browser';

/** The delete dialog tells what goes with a company, and the Trash brings it all back. */

interface Created {
  id: number;
  name: string;
}

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function post(page: Page, url: string, data: object): Promise<Created> {
  const response = await page.request.post(url, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

test('deleting a company shows its cascade, and restoring it from Trash brings back its links', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await register(page, `trash${suffix}`);
  const acme = await post(page, '/api/entities', { type: 'company', name: `Acme ${suffix}` });
  const owner = await post(page, '/api/entities', { type: 'individual', name: `Naledi ${suffix}` });
  await post(page, '/api/relationships', {
    sourceEntityId: owner.id,
    targetEntityId: acme.id,
    type: 'shareholder',
    ownershipPercentage: 60,
  });
  await post(page, '/api/assets', { name: `Head office ${suffix}`, ownerEntityId: acme.id });

  // Given the company's page, when its Delete is clicked, the dialog names what goes with it
  await page.goto(`/companies/${acme.id}`);
  await expect(page.getByRole('heading', { name: acme.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText(
      `Are you sure you want to delete ${acme.name}? It can be restored from Trash for 30 days.`,
    ),
  ).toBeVisible();
  await expect(dialog.getByTestId('deletion-impact')).toContainText(
    `Deleting ${acme.name} also removes 1 relationship (${owner.name} (shareholder)) and 1 asset (Head office ${suffix}).`,
  );
  await expect(dialog).not.toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/companies$/);

  // Then it is in the Trash, reached from the account menu
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/trash$/);
  await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(acme.name) });
  await expect(row).toContainText('Company');
  await expect(row).toContainText('1 relationship, 1 asset');
  await expect(row).toContainText(`trash${suffix}`);

  // When it is restored, the Trash is empty and the company is back with its relationship and asset
  await row.getByRole('button', { name: `Restore ${acme.name}` }).click();
  await expect(page.getByText('Trash is empty')).toBeVisible();
  await page.goto(`/companies/${acme.id}`);
  await expect(page.getByRole('heading', { name: acme.name, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Relationships' }).click();
  await expect(page.getByRole('tabpanel').getByText(owner.name).first()).toBeVisible();
  const relationships = await page.request.get(`/api/entities/${acme.id}/relationships`);
  expect(await relationships.json()).toEqual([
    expect.objectContaining({ sourceEntityId: owner.id, targetEntityId: acme.id, type: 'shareholder' }),
  ]);
  const assets = await page.request.get(`/api/entities/${acme.id}/assets`);
  expect(await assets.json()).toEqual([expect.objectContaining({ name: `Head office ${suffix}` })]);
});

test("a deleted individual's actions are whole at a laptop's width", async ({ page }) => {
  const suffix = uniqueSuffix();
  await register(page, `trash-individual-${suffix}`);
  const person = await post(page, '/api/entities', {
    type: 'individual',
    name: `Thandiwe Nomvula Mokoena-Van der Westhuizen ${suffix}`,
  });
  const company = await post(page, '/api/entities', { type: 'company', name: `Mokoena Holdings ${suffix}` });
  await post(page, '/api/relationships', {
    sourceEntityId: person.id,
    targetEntityId: company.id,
    type: 'shareholder',
    ownershipPercentage: 40,
  });
  expect((await page.request.delete(`/api/entities/${person.id}`)).status()).toBe(200);

  // Given 1280 px, when the Trash shows the individual, both of its actions sit whole inside the table
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/trash');
  const row = page.getByRole('row', { name: new RegExp(person.name) });
  await expect(row).toContainText('1 relationship');
  await expect(row.getByRole('button', { name: 'Erase personal data' })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('button', { name: `Restore ${person.name}` })).toBeInViewport({ ratio: 1 });
});
