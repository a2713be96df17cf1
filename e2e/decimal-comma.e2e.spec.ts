import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from './support/choose-option';
import { register } from './support/register-in-browser';

/** Amounts and percentages typed the South African way keep their value: nothing is dropped as it is typed. */

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createEntity(page: Page, type: string, name: string): Promise<{ id: number; name: string }> {
  const response = await page.request.post('/api/entities', { data: { type, name } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

test('a rand value and a percentage typed with a decimal comma are saved as typed', async ({ page }) => {
  const suffix = uniqueSuffix();
  await register(page, `comma${suffix}`);
  const company = await createEntity(page, 'company', `Comma Holdings ${suffix}`);
  const holder = await createEntity(page, 'individual', `Thandi Comma ${suffix}`);

  // When the value is typed key by key with spaces and a decimal comma, as the app shows rand
  await page.goto('/assets/create');
  await page.getByLabel('Name', { exact: true }).fill('Stellenbosch Farm');
  await chooseOption(page, 'Owner', `${company.name} (Company)`);
  await page.getByLabel('Value (ZAR)').pressSequentially('1 250 000,50');
  await expect(page.getByLabel('Value (ZAR)')).toHaveValue('1 250 000,50');
  await page.getByRole('button', { name: 'Create Asset' }).click();

  // Then the asset holds R 1 250 000,50, not R 125 000 050
  await expect(page).toHaveURL(/\/assets\/\d+$/);
  const assetId = page.url().split('/').pop();
  const asset = (await (await page.request.get(`/api/assets/${assetId}`)).json()) as { value: number };
  expect(asset.value).toBe(1250000.5);

  // And the edit form shows it as it was typed, not as 1250000.5
  await page.goto(`/assets/${assetId}/edit`);
  await expect(page.getByLabel('Value (ZAR)')).toHaveValue('1 250 000,50');

  // When a shareholding of 5,5% is typed
  await page.goto('/relationships/create');
  await chooseOption(page, 'Source Entity', `${holder.name} (Individual)`);
  await chooseOption(page, 'Target Entity', `${company.name} (Company)`);
  await chooseOption(page, 'Relationship Type', 'Shareholder');
  await page.getByLabel('Ownership Percentage').pressSequentially('5,5');
  await page.getByRole('button', { name: 'Create Relationship' }).click();

  // Then it is 5.5%, not 55%
  await expect(page).toHaveURL(/\/relationships\/\d+$/);
  const relationshipId = page.url().split('/').pop();
  const link = (await (await page.request.get(`/api/relationships/${relationshipId}`)).json()) as {
    ownershipPercentage: number | string;
  };
  expect(Number(link.ownershipPercentage)).toBe(5.5);

  // And a percentage that is not a number is refused by name, nothing sent
  await page.goto(`/relationships/${relationshipId}/edit`);
  await page.getByLabel('Ownership Percentage').fill('five');
  await page.getByRole('button', { name: /Update Relationship|Save/ }).click();
  await expect(page.getByText('Percentage must be a number')).toBeVisible();
});
