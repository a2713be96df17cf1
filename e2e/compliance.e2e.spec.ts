import { expect, test, type Page } from '@playwright/test';
import { register } from './support/register-in-browser';

/** Spec 001 'Trust compliance', 'Add Filing Requirement dialog' and 'Trust organogram', against the real server. */

interface Created {
  id: number;
  name: string;
}

function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function createEntity(page: Page, body: Record<string, unknown>): Promise<Created> {
  const response = await page.request.post('/api/entities', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as Created;
}

async function relate(page: Page, sourceEntityId: number, targetEntityId: number, type: string) {
  const response = await page.request.post('/api/relationships', {
    data: {
      sourceEntityId,
      targetEntityId,
      type,
      ownershipPercentage: type === 'beneficiary' ? '100' : null,
    },
  });
  expect(response.status()).toBe(201);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A minimal PDF held in memory: the server takes the type from the content's magic bytes (%PDF-). */
function pdf(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

async function uploadDocument(page: Page, documentType: string, filename: string) {
  await page.getByRole('button', { name: 'Upload Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: pdf(filename) });
  await choose(page, 'Document Type', documentType);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: filename, exact: true })).toBeVisible();
}

test('a trust becomes compliant once its parties, documents and filings are in order', async ({ page }) => {
  const suffix = uniqueSuffix();
  await register(page, `cmp${suffix}`);
  const trust = await createEntity(page, {
    type: 'trust',
    name: `Dlamini Family Trust ${suffix}`,
    trustType: 'discretionary',
    registrationNumber: 'IT123456',
  });
  const [founder, trustee, beneficiary] = await Promise.all(
    ['Sipho Dlamini', 'Naledi Mokoena', 'Ayanda Dlamini'].map((name) =>
      createEntity(page, { type: 'individual', name: `${name} ${suffix}` }),
    ),
  );

  // Given a trust without parties, documents or filings, it needs attention
  await page.goto(`/trusts/${trust.id}/compliance`);
  await expect(page.getByRole('heading', { name: 'Trust Compliance', level: 1 })).toBeVisible();
  await expect(page.getByText(`${trust.name} (IT123456)`)).toBeVisible();
  const status = page.getByTestId('trust-compliance-status');
  await expect(status).toHaveText('Attention Required');

  // When the founder, trustee and beneficiary are linked and the four documents are uploaded
  await relate(page, founder.id, trust.id, 'founder');
  await relate(page, trustee.id, trust.id, 'trustee');
  await relate(page, beneficiary.id, trust.id, 'beneficiary');
  await uploadDocument(page, 'Trust Deed', 'trust-deed.pdf');
  await uploadDocument(page, 'Beneficiary Declaration', 'beneficiary-declaration.pdf');
  await uploadDocument(page, 'Trustee Appointment', 'trustee-appointment.pdf');
  await uploadDocument(page, 'Identity Documents', 'identity-documents.pdf');
  await expect(page.getByTestId('required-trust_deed')).toContainText('Document uploaded');

  // And an overdue filing is added through the dialog
  await page.getByRole('button', { name: 'Add Filing' }).first().click();
  const filingDialog = page.getByRole('dialog', { name: 'Add Filing Requirement' });
  await choose(page, 'Filing Type', 'Annual Return');
  await filingDialog.getByLabel('Due Date').fill('2024-01-31');
  await filingDialog.getByRole('button', { name: 'Add Filing Requirement' }).click();
  await expect(filingDialog).toBeHidden();
  await expect(page.getByText('Filing requirement created', { exact: true })).toBeVisible();

  // Then the overview reports it overdue
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('1 Overdue')).toBeVisible();
  await expect(page.getByText('All required documents are uploaded.')).toBeVisible();
  await expect(status).toHaveText('Attention Required');

  // When it is marked submitted, the trust is compliant
  await page.getByRole('tab', { name: 'Filings' }).click();
  // (the deadline engine may add its own filings for the trust; only the annual return is overdue)
  const annualReturn = page.getByRole('row', { name: /Annual Return/ });
  await annualReturn.getByRole('button', { name: 'Mark Submitted' }).click();
  await expect(annualReturn.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(annualReturn.getByRole('button', { name: 'Mark Submitted' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(status).toHaveText('Compliant');
  await expect(page.getByText('All compliance requirements have been met')).toBeVisible();

  // And the organogram on the compliance page exports a PNG
  await page.goto(`/companies/${trust.id}/compliance`);
  await expect(page.getByRole('heading', { name: `${trust.name} Compliance`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('trust-organogram')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Image' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
});

test('the beneficial owners threshold says why it refuses a value and keeps the owners of the last one', async ({
  page,
}) => {
  await register(page, `threshold${uniqueSuffix()}`);
  const company = await createEntity(page, { type: 'company', name: 'Threshold Co' });
  const person = await createEntity(page, { type: 'individual', name: 'Lerato Dube' });
  const link = {
    sourceEntityId: person.id,
    targetEntityId: company.id,
    type: 'shareholder',
    ownershipPercentage: '8',
  };
  expect((await page.request.post('/api/relationships', { data: link })).status()).toBe(201);
  await page.goto(`/companies/${company.id}/compliance`);
  await expect(page.getByText('1 identified', { exact: true })).toBeVisible();

  const threshold = page.getByLabel('Threshold (%)');
  await threshold.fill('150');
  await threshold.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Threshold must be a number from 0 to 100' }),
  ).toBeVisible();
  await expect(threshold).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('1 identified', { exact: true })).toBeVisible();

  await threshold.fill('10');
  await threshold.press('Enter');
  await expect(page.getByText('Threshold must be a number from 0 to 100')).toHaveCount(0);
  await expect(page.getByText('0 identified', { exact: true })).toBeVisible();

  // A threshold typed applies once typing pauses, without Enter
  await threshold.fill('7');
  await expect(page.getByText('1 identified', { exact: true })).toBeVisible();
  await expect(page.getByText(/own or control ≥7% of the company/)).toBeVisible();
});
