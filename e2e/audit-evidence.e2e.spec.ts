import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createEntity, registerFresh, relate } from './support/register-api';

/** A company's verified trail is exported, verified, and an altered copy is refused. */

test('the verified trail of a company is exported, verifies, and an altered entry is named', async ({
  page,
}, testInfo) => {
  const suffix = await registerFresh(page, 'evid');
  const acme = await createEntity(page, { type: 'company', name: `Acme Holdings ${suffix}` });
  const thandi = await createEntity(page, { type: 'individual', name: `Thandi Nkosi ${suffix}` });
  const link = await relate(page, thandi.id, acme.id, 'shareholder', '25');
  expect(
    (await page.request.patch(`/api/relationships/${link}`, { data: { ownershipPercentage: 40 } })).status(),
  ).toBe(200);

  // Given the company's History tab, when the verified trail is exported as JSONL
  await page.goto(`/companies/${acme.id}`);
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Export verified trail' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'JSONL' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^audit-entity-${acme.id}-.*\\.jsonl$`));
  const exported = testInfo.outputPath('trail.jsonl');
  await download.saveAs(exported);

  // When it is verified, it is whole and anchored
  await page.getByRole('button', { name: 'Verify an export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify an export' });
  await dialog.getByLabel('Export file (JSONL or CSV)').setInputFiles(exported);
  await expect(dialog.getByText(/^Verified: 3 entries, anchored by key \S+ at \d{4}-/)).toBeVisible();

  // When the shareholding's 40% is changed to 90% in the file, the check names that line and event
  const lines = readFileSync(exported, 'utf8').trim().split('\n');
  const index = lines.findIndex((line) => line.includes('"type":"RelationshipUpdated"'));
  const entry = JSON.parse(lines[index]) as { data: { changes: object }; metadata: { eventId: string } };
  lines[index] = lines[index].replace('"to":40', '"to":90');
  const altered = testInfo.outputPath('altered.jsonl');
  writeFileSync(altered, `${lines.join('\n')}\n`);
  await dialog.getByLabel('Export file (JSONL or CSV)').setInputFiles(altered);
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('Not verified');
  await expect(refusal).toContainText(`line ${index + 1}, event ${entry.metadata.eventId}`);
  await expect(refusal).toContainText('was altered');
});

test("the Audit log exports the account's trail as CSV, which verifies", async ({ page }, testInfo) => {
  const suffix = await registerFresh(page, 'evlog');
  await createEntity(page, { type: 'company', name: `Ledger Co ${suffix}` });
  await createEntity(page, { type: 'individual', name: `Naledi Dube ${suffix}` });

  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Export verified trail' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-account-.*\.csv$/);
  const exported = testInfo.outputPath('account.csv');
  await download.saveAs(exported);

  await page.getByRole('button', { name: 'Verify an export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify an export' });
  await dialog.getByLabel('Export file (JSONL or CSV)').setInputFiles(exported);
  await expect(dialog.getByText(/^Verified: 2 entries, anchored by key \S+ at \d{4}-/)).toBeVisible();
});
