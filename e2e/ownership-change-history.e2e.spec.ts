import { expect, test } from '@playwright/test';
import { chooseOption as choose } from './support/choose-option';
import { historyToday } from './support/history-day';
import { createEntity, registerFresh } from './support/register-api';
import { uploadPdf } from './support/upload-document';

/** A shareholding changed in the form with an effective date, a reason and its evidence. */

const today = historyToday();

test('a shareholding changed with an effective date, a reason and evidence shows them in its History', async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'eff');
  const acme = await createEntity(page, { type: 'company', name: `Acme Holdings ${suffix}` });
  const thandi = await createEntity(page, { type: 'individual', name: `Thandi Nkosi ${suffix}` });
  await uploadPdf(page, acme.id, 'transfer-form.pdf');
  const created = await page.request.post('/api/relationships', {
    data: {
      sourceEntityId: thandi.id,
      targetEntityId: acme.id,
      type: 'shareholder',
      ownershipPercentage: 25,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = ((await created.json()) as { id: number }).id;

  // Given the relationship's edit form, when the percentage changes with when, why and on what evidence
  await page.goto(`/relationships/${link}/edit`);
  await page.getByLabel('Ownership Percentage').fill('40');
  await page.getByLabel('Effective date').fill('2025-03-01');
  await page.getByLabel('Reason for the change').fill('Share transfer from the founder');
  await page.getByRole('combobox', { name: 'Evidence document' }).click();
  await page.getByRole('option', { name: 'transfer-form.pdf' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();

  // Then the relationship's History says so, with a link to the evidence
  await expect(page).toHaveURL(new RegExp(`/relationships/${link}$`));
  await page.getByRole('button', { name: 'Show history' }).click();
  const sentence =
    `${thandi.name}'s shareholding in ${acme.name} changed from 25% to 40%, effective 1 March 2025, ` +
    `recorded by eff${suffix} on ${today}. Reason: Share transfer from the founder (evidence: transfer-form.pdf)`;
  const entry = page.getByRole('listitem').filter({ hasText: sentence });
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('link', { name: 'transfer-form.pdf' })).toHaveAttribute(
    'href',
    /\/api\/compliance\/files\/\d+\/download$/,
  );
});

test('a shareholding created with a reason and evidence of one of its ends shows them in its History', async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'new');
  const acme = await createEntity(page, { type: 'company', name: `Acme Holdings ${suffix}` });
  const thandi = await createEntity(page, { type: 'individual', name: `Thandi Nkosi ${suffix}` });
  const other = await createEntity(page, { type: 'company', name: `Other Co ${suffix}` });
  await uploadPdf(page, acme.id, 'allotment-resolution.pdf');
  await uploadPdf(page, other.id, 'unrelated.pdf');

  // Given the create form, when both ends are chosen, the evidence picker offers their documents only
  await page.goto('/relationships/create');
  await choose(page, 'Source Entity', `${thandi.name} (Individual)`);
  await choose(page, 'Target Entity', `${acme.name} (Company)`);
  await choose(page, 'Relationship Type', 'Shareholder');
  await page.getByLabel('Ownership Percentage').fill('30');
  const evidence = page.getByRole('combobox', { name: 'Evidence document' });
  await expect(evidence).toHaveAccessibleDescription(/share transfer form, a resolution/);
  await evidence.click();
  await expect(page.getByRole('option', { name: 'unrelated.pdf' })).toHaveCount(0);
  await page.getByRole('option', { name: 'allotment-resolution.pdf' }).click();

  // And a reason over 1000 characters is refused naming the field, before anything is sent
  const reason = page.getByLabel('Reason for the change');
  await reason.evaluate((element) => element.removeAttribute('maxlength'));
  await reason.fill('x'.repeat(1001));
  await page.getByRole('button', { name: 'Create Relationship' }).click();
  await expect(reason).toHaveAccessibleDescription(/Reason for the change must be at most 1000 characters/);
  await reason.fill('Shares allotted at incorporation');
  await page.getByRole('button', { name: 'Create Relationship' }).click();

  // Then the new link's History tells it with the reason and links the evidence
  await expect(page).toHaveURL(/\/relationships\/\d+$/);
  await page.getByRole('button', { name: 'Show history' }).click();
  const entry = page
    .getByRole('listitem')
    .filter({ hasText: `${thandi.name} became shareholder (30%) of ${acme.name}` });
  await expect(entry).toContainText(
    'Reason: Shares allotted at incorporation (evidence: allotment-resolution.pdf)',
  );
  await expect(entry.getByRole('link', { name: 'allotment-resolution.pdf' })).toBeVisible();
});
