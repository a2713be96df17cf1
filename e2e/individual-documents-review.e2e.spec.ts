import { expect, test, type Page } from '@playwright/test';
import { register } from './support/register-in-browser';

/**
 * An individual's documents are reviewed with a note (docs/decisions/0089), so a beneficial owner's uploads go
 * from awaiting review to valid.
 */

const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

async function upload(page: Page, entityId: number, documentType: string, name: string) {
  const response = await page.request.post(`/api/entities/${entityId}/files`, {
    multipart: { documentType, file: { name, mimeType: 'application/pdf', buffer: pdf(name) } },
  });
  expect(response.status()).toBe(201);
}

test('a beneficial owner’s uploads await review; the ID is reviewed as valid with a note, a rejection needs a reason', async ({
  page,
}) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await register(page, `rev${suffix}`);
  const company = await (
    await page.request.post('/api/entities', { data: { type: 'company', name: 'Reviewed Co' } })
  ).json();
  const owner = await (
    await page.request.post('/api/entities', { data: { type: 'individual', name: 'Sipho Owner' } })
  ).json();
  const link = await page.request.post('/api/relationships', {
    data: {
      sourceEntityId: owner.id,
      targetEntityId: company.id,
      type: 'shareholder',
      ownershipPercentage: '60',
    },
  });
  expect(link.status()).toBe(201);
  await upload(page, owner.id, 'id_document', 'sipho-id.pdf');
  await upload(page, owner.id, 'proof_of_address', 'sipho-address.pdf');

  // From the beneficial owner's documents to the review on the individual's page.
  await page.goto(`/companies/${company.id}/compliance`);
  await page
    .getByRole('button', { name: /details/i })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText('Uploaded — awaiting review')).toHaveCount(2);
  await expect(page.getByText('Missing', { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('documents-valid-until')).toHaveText(
    'Documents valid until: no valid documents yet',
  );
  await page.getByRole('link', { name: 'Review documents' }).click();
  await expect(page).toHaveURL(new RegExp(`/individuals/${owner.id}\\?tab=documents$`));
  await expect(page.getByRole('tab', { name: 'Documents', selected: true })).toBeVisible();

  await page.getByLabel('Validation status of sipho-id.pdf').click();
  await page.getByRole('option', { name: 'Valid', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Mark Document Valid' });
  await review.getByRole('button', { name: 'Mark Valid' }).click();
  await expect(
    review.getByText('Give a review note of at least 3 characters to mark a document valid'),
  ).toBeVisible();
  await review.getByLabel('Review note').fill('Matches the certified copy');
  await review.getByRole('button', { name: 'Mark Valid' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByText('Document updated').first()).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(`^Reviewed by rev${suffix} on \\d{1,2} \\w{3} \\d{4}: Matches the certified copy$`),
    ),
  ).toBeVisible();

  await page.getByLabel('Validation status of sipho-address.pdf').click();
  await page.getByRole('option', { name: 'Invalid', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Document' });
  await dialog.getByRole('button', { name: 'Reject Document' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters to reject a document')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The address is cut off');
  await dialog.getByRole('button', { name: 'Reject Document' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rejected: The address is cut off')).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^Reviewed by rev${suffix} on \\d{1,2} \\w{3} \\d{4}$`)),
  ).toBeVisible();

  // The BO panel now counts the valid ID document.
  await page.goto(`/companies/${company.id}/compliance`);
  await page
    .getByRole('button', { name: /details/i })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText('Valid', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Missing', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Uploaded — awaiting review')).toHaveCount(0);
  await expect(page.getByTestId('documents-valid-until')).toHaveText(
    'Documents valid until: no expiry date recorded',
  );
});
