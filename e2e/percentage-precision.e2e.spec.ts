import { expect, test } from '@playwright/test';
import { chooseOption } from './support/choose-option';
import { columnValues } from './support/grid-rows';
import { createEntity, uniqueSuffix } from './support/register-api';
import { register } from './support/register-in-browser';

/** A holding just below 5% is kept, shown and judged as typed (docs/decisions/0072): never "5.00%", never a BO. */

test('4.999% typed in the form reads 4.999% everywhere and its holder is not a beneficial owner', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await register(page, `pct${suffix}`);
  const company = await createEntity(page, { type: 'company', name: `Threshold Holdings ${suffix}` });
  const holder = await createEntity(page, { type: 'individual', name: `Naledi Below ${suffix}` });

  // When a shareholding of 4,999% is typed the South African way
  await page.goto('/relationships/create');
  await chooseOption(page, 'Source Entity', `${holder.name} (Individual)`);
  await chooseOption(page, 'Target Entity', `${company.name} (Company)`);
  await chooseOption(page, 'Relationship Type', 'Shareholder');
  await page.getByLabel('Ownership Percentage').pressSequentially('4,999');
  await page.getByRole('button', { name: 'Create Relationship' }).click();

  // Then its page, the relationship list and the company's allocation show 4.999%, not 5%
  await expect(page).toHaveURL(/\/relationships\/\d+$/);
  const relationshipId = page.url().split('/').pop();
  await expect(page.getByText('4.999%', { exact: true })).toBeVisible();
  await page.goto('/relationships');
  await expect.poll(() => columnValues(page, 'Relationships', 'ownershipPercentage')).toEqual(['4.999%']);
  await page.goto(`/companies/${company.id}`);
  await expect(page.getByRole('status', { name: 'Share allocation' })).toHaveText(
    /Allocated 4\.999% · unallocated 95\.001%/,
  );

  // And the beneficial-owner panel lists the holder as not qualifying at 4.999%, nowhere as 5.00%
  await page.goto(`/companies/${company.id}/compliance`);
  const row = page.getByRole('table', { name: 'Beneficial owners' }).getByRole('row', { name: holder.name });
  await expect(row).toContainText('4.999%');
  await expect(row).toContainText('Not Qualifying');
  await expect(page.getByText(/(^|[^\d.])5\.00%/)).toHaveCount(0);
  await expect(page.getByText(/Unknown remainder: 95\.001%/)).toBeVisible();

  // And a fifth decimal is refused under the field, by the shared schema, before anything is sent
  await page.goto(`/relationships/${relationshipId}/edit`);
  await page.getByLabel('Ownership Percentage').fill('4,99995');
  await page.getByRole('button', { name: /Update Relationship|Save/ }).click();
  await expect(page.getByText('Percentage can have at most 4 decimal places')).toBeVisible();
  const stored = (await (await page.request.get(`/api/relationships/${relationshipId}`)).json()) as {
    ownershipPercentage: number;
  };
  expect(stored.ownershipPercentage).toBe(4.999);
});
