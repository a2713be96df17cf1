import { expect, test } from '@playwright/test';
import { historyToday } from './support/history-day';
import { createEntity, registerFresh } from './support/register-api';

/** Issue 12 1b: a shareholding changed in the form with an effective date, a reason and its evidence. */

const today = historyToday();

const pdf = (title: string) => Buffer.from(`%PDF-1.4\n% ${title}\ntrailer << >>\n%%EOF\n`);

test('a shareholding changed with an effective date, a reason and evidence shows them in its History', async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'eff');
  const acme = await createEntity(page, { type: 'company', name: `Acme Holdings ${suffix}` });
  const thandi = await createEntity(page, { type: 'individual', name: `Thandi Nkosi ${suffix}` });
  const uploaded = await page.request.post(`/api/entities/${acme.id}/files`, {
    multipart: {
      documentType: 'other',
      file: { name: 'transfer-form.pdf', mimeType: 'application/pdf', buffer: pdf('transfer') },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
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
