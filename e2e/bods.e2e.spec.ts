import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createEntity, registerFresh, relate } from './support/register-api';

/** docs/decisions/0030: a company's BODS 0.4 export, imported into a fresh account. */
test('export a company as BODS 0.4, preview it in a fresh account, apply it and see the records', async ({
  page,
  browser,
}) => {
  const suffix = await registerFresh(page, 'bodsout');
  const company = await createEntity(page, { type: 'company', name: `Protea Holdings ${suffix}` });
  const owner = await createEntity(page, { type: 'individual', name: `Thandi Nkosi ${suffix}` });
  await relate(page, owner.id, company.id, 'shareholder', '60');

  await page.goto(`/companies/${company.id}/compliance`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export BODS' }).click();
  const download = await downloading;
  const path = (await download.path()) ?? '';
  const statements = JSON.parse(await readFile(path, 'utf8')) as { recordId: string; recordType: string }[];
  expect(statements.map((s) => s.recordId)).toEqual(
    expect.arrayContaining([`ledgerline-entity-${company.id}`, `ledgerline-bo-${company.id}-${owner.id}`]),
  );

  const fresh = await browser.newPage();
  await registerFresh(fresh, 'bodsin');
  await fresh.goto('/companies');
  await fresh.getByRole('button', { name: 'BODS 0.4' }).click();
  await fresh.getByRole('menuitem', { name: 'Import BODS' }).click();
  await expect(fresh).toHaveURL(/\/import\/bods$/);
  await fresh.getByLabel('BODS 0.4 file (JSON, up to 10 MB)').setInputFiles(path);

  const counts = fresh.getByLabel('Import counts');
  await expect(counts).toContainText('1 company, 1 individual, 0 trusts, 1 relationship');
  await expect(fresh.getByRole('region', { name: 'Problems' })).toContainText(
    'No problems: every statement can be imported.',
  );
  await expect(fresh.getByRole('region', { name: 'Records' })).toContainText(
    'computed beneficial owner: computed again from the imported links',
  );
  await fresh.getByRole('button', { name: 'Apply import' }).click();
  await expect(fresh.getByText('The file was imported')).toBeVisible();

  await fresh.getByRole('link', { name: 'See the companies' }).click();
  await expect(fresh.getByRole('region', { name: 'Companies' })).toContainText(`Protea Holdings ${suffix}`);
  await fresh.goto('/individuals');
  await expect(fresh.getByRole('region', { name: 'Individuals' })).toContainText(`Thandi Nkosi ${suffix}`);
  await fresh.close();
});

test('a file with a problem shows it by statement and cannot be applied', async ({ page }) => {
  await registerFresh(page, 'bodsbad');
  const statements = JSON.parse(
    await readFile('apps/api/src/modules/bods/fixtures/share-ranges.json', 'utf8'),
  ) as { statementId: string; recordDetails: { interests?: { share?: { exact?: number } }[] } }[];
  statements[4].recordDetails.interests = [{ share: { exact: 140 } }];
  await page.goto('/import/bods');
  await page.getByLabel('BODS 0.4 file (JSON, up to 10 MB)').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(statements)),
  });
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText(statements[4].statementId);
  await expect(problems).toContainText('/recordDetails/interests/0/share/exact: must be <= 100');
  await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();
});

/** Decision 0080: an owner declared through an unknown chain is kept, marked, and the preview says what is not kept. */
test('an official example: the owner declared through a company is kept and marked, and what is not kept is listed', async ({
  page,
}) => {
  await registerFresh(page, 'bodsind');
  await page.goto('/import/bods');
  await page
    .getByLabel('BODS 0.4 file (JSON, up to 10 MB)')
    .setInputFiles('apps/api/src/modules/bods/fixtures/official/indirect-ownership.json');
  await expect(page.getByRole('region', { name: 'Not kept' })).toContainText(
    "an interest of no stated type recorded as an 'other' link: its nature is not kept",
  );
  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('The file was imported')).toBeVisible();

  const entities = (await (await page.request.get('/api/entities')).json()) as { id: number; name: string }[];
  const company = entities.find((e) => e.name === 'Company A')!;
  await page.goto(`/companies/${company.id}/compliance`);
  await page.getByRole('button', { name: 'Details' }).first().click();
  await page.getByRole('tab', { name: 'Ownership Paths' }).click();
  await expect(page.getByText('declared indirect (chain unknown)')).toBeVisible();
});
