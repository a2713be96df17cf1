import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { historyToday } from './support/history-day';
import { createEntity, registerFresh } from './support/register-api';

/**
 * The regulator's trail as one story in the browser: a shareholding changed in the form with an effective date;
 * the beneficial owners as of the day before and the day after, chosen with the As of picker; the History tab's
 * sentence; the verified export of the company's trail. A company renamed with an effective date too (1b).
 */

const today = historyToday();

const ownerRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Beneficial owners', exact: true })
    .getByRole('row')
    .filter({ hasText: name });

async function showAsOf(page: Page, day: string) {
  await page
    .getByRole('button', { name: /^As of / })
    .first()
    .click();
  await page.getByLabel('Show the register as of').fill(day);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
}

test('a regulator follows a shareholding change from the BO panel to the history and a verified export', async ({
  page,
}, testInfo) => {
  const suffix = await registerFresh(page, 'reg');
  const acme = await createEntity(page, { type: 'company', name: `Acme Holdings ${suffix}` });
  const thandi = await createEntity(page, { type: 'individual', name: `Thandi Nkosi ${suffix}` });
  const held = await page.request.post('/api/relationships', {
    data: {
      sourceEntityId: thandi.id,
      targetEntityId: acme.id,
      type: 'shareholder',
      ownershipPercentage: 60,
      startDate: '2024-01-01',
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  const link = ((await held.json()) as { id: number }).id;

  // Given Thandi's 60%, when the secretary lowers it to 20% from 1 March 2025 in the edit form
  await page.goto(`/relationships/${link}/edit`);
  await page.getByLabel('Ownership Percentage').fill('20');
  await page.getByLabel('Effective date').fill('2025-03-01');
  await page.getByLabel('Reason for the change').fill('Share transfer to the family trust');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/relationships/${link}$`));

  // Then the BO panel as of 28 February 2025 shows her 60%, and as of 1 March her 20%
  await page.goto(`/companies/${acme.id}/compliance`);
  await expect(ownerRow(page, thandi.name)).toContainText('20.00%');
  await showAsOf(page, '2025-02-28');
  await expect(page.getByText('Showing the register as of 28 February 2025')).toBeVisible();
  await expect(ownerRow(page, thandi.name)).toContainText('60.00%');
  await showAsOf(page, '2025-03-01');
  await expect(page.getByText('Showing the register as of 1 March 2025')).toBeVisible();
  await expect(ownerRow(page, thandi.name)).toContainText('20.00%');
  await page.getByRole('button', { name: 'Return to today' }).click();
  await expect(page).not.toHaveURL(/asOf=/);

  // When the company is renamed with an effective date of its own
  await page.goto(`/companies/${acme.id}/edit`);
  await page.getByLabel('Name', { exact: true }).fill(`Acme Group ${suffix}`);
  await page.getByLabel('Effective date').fill('2025-04-01');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${acme.id}$`));

  // Then the History tab tells both changes, each with its effective day
  await page.getByRole('tab', { name: 'History' }).click();
  const entries = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
  await expect(
    entries.filter({
      hasText: `changed from 60% to 20%, effective 1 March 2025, recorded by reg${suffix} on ${today}`,
    }),
  ).toBeVisible();
  await expect(entries.filter({ hasText: 'effective 1 April 2025' })).toBeVisible();

  // And the company's verified trail, exported from the tab, verifies
  await page.getByRole('button', { name: 'Export verified trail' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'JSONL' }).click();
  const exported = testInfo.outputPath('trail.jsonl');
  await (await downloading).saveAs(exported);
  const lines = readFileSync(exported, 'utf8').trim().split('\n');
  expect(JSON.parse(lines[0]!)).toMatchObject({ kind: 'header', version: 4, chain: 'account' });
  await page.getByRole('button', { name: 'Verify an export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify an export' });
  await dialog.getByLabel('Export file (JSONL or CSV)').setInputFiles(exported);
  await expect(dialog.getByText(/^Verified: \d+ entries, anchored by key \S+ at \d{4}-/)).toBeVisible();
});
