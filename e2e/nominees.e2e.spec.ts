import { expect, test } from '@playwright/test';
import { chooseOption } from './support/choose-option';
import { createEntity, registerFresh, relate } from './support/register-api';

test("a nominee link made in the form gives the nominator the nominee's holding, named in the BO paths", async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'nominees-');
  const company = await createEntity(page, { type: 'company', name: `Target Co ${suffix}` });
  const nominee = await createEntity(page, { type: 'company', name: `Shield Nominees ${suffix}` });
  const gina = await createEntity(page, { type: 'individual', name: `Gina ${suffix}` });
  await relate(page, nominee.id, company.id, 'shareholder', '30');

  await page.goto('/relationships/create');
  await chooseOption(page, 'Source Entity', `${nominee.name} (Company)`);
  await chooseOption(page, 'Target Entity', `${gina.name} (Individual)`);
  await chooseOption(page, 'Relationship Type', 'Nominee For');
  await expect(page.getByLabel('Part Held for the Nominator (%)')).toBeVisible();
  await page.getByRole('button', { name: 'Create Relationship' }).click();
  await expect(page).toHaveURL(/\/relationships\/\d+$/);

  await page.goto(`/companies/${company.id}/compliance`);
  const interests = page.getByRole('list', { name: `Interests of ${gina.name}` });
  await expect(interests).toContainText(
    `${gina.name} → ${nominee.name} (nominee) → ${company.name} (30.00%)`,
  );
});
