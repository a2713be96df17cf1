import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { createEntity, registerFresh } from './support/register-api';

/** List exports follow the list, in every format of the plan; copy. */

const LONG_NAME = 'Acme Properties (Pty) Ltd Holdings and Investments of the Western Cape';

/** The test-only seed route moves the account to Enterprise (every export format) and adds one company. */
async function onEnterprise(page: Page, prefix: string): Promise<void> {
  const response = await page.request.post('/api/testing/seed-graph', {
    data: { prefix, entities: 1, links: [] },
  });
  expect(response.status()).toBe(201);
}

async function exportAs(page: Page, format: 'CSV' | 'PDF' | 'JSON'): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format, exact: true }).click();
  return download;
}

const downloaded = async (download: Download): Promise<Buffer> => readFile((await download.path()) ?? '');

test.describe('list exports', () => {
  test('the Companies export holds the filtered companies in CSV, JSON and PDF alike', async ({ page }) => {
    await registerFresh(page, 'exp');
    await onEnterprise(page, 'Seeded Co');
    await createEntity(page, { type: 'company', name: LONG_NAME });
    await createEntity(page, { type: 'company', name: 'Dormant Co', status: 'inactive' });
    await createEntity(page, { type: 'individual', name: 'Thandi Exported' });
    await createEntity(page, { type: 'trust', name: 'Exported Family Trust', trustType: 'discretionary' });

    await page.goto('/companies');
    await expect(page.getByRole('region', { name: 'Companies' })).toContainText('Dormant Co');
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Inactive', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Companies' })).not.toContainText('Seeded Co');

    const csv = (await downloaded(await exportAs(page, 'CSV'))).toString('utf8');
    const csvRows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csvRows).toHaveLength(2);
    expect(csvRows[1]).toContain('Dormant Co');

    const json = JSON.parse((await downloaded(await exportAs(page, 'JSON'))).toString('utf8'));
    expect(json.map((row: { Name: string }) => row.Name)).toEqual(['Dormant Co']);

    const pdf = await exportAs(page, 'PDF');
    expect(pdf.suggestedFilename()).toMatch(/^ledgerline-companies-[\d-]+\.pdf$/);
    expect((await downloaded(pdf)).subarray(0, 5).toString()).toBe('%PDF-');

    // The search narrows the export too, and no other entity type ever joins the companies
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'All Statuses' }).click();
    await page.getByRole('searchbox', { name: 'Search companies' }).fill('acme');
    await expect(page.getByRole('region', { name: 'Companies' })).not.toContainText('Dormant Co');
    const searched = JSON.parse((await downloaded(await exportAs(page, 'JSON'))).toString('utf8'));
    expect(searched.map((row: { Name: string }) => row.Name)).toEqual([LONG_NAME]);
  });

  test('every list offers the plan’s formats, and the dashboard panel names them', async ({ page }) => {
    await registerFresh(page, 'fmt');
    await onEnterprise(page, 'Format Co');
    const owner = await createEntity(page, { type: 'individual', name: 'Asset Owner' });
    const asset = await page.request.post('/api/assets', {
      data: { name: 'Toyota bakkie', ownerEntityId: owner.id, type: 'vehicle' },
    });
    expect(asset.status()).toBe(201);

    await page.goto('/assets');
    await expect(page.getByRole('region', { name: 'Assets' })).toContainText('Toyota bakkie');
    const json = JSON.parse((await downloaded(await exportAs(page, 'JSON'))).toString('utf8'));
    expect(json).toEqual([expect.objectContaining({ 'Asset Name': 'Toyota bakkie', Owner: 'Asset Owner' })]);
    const pdf = await exportAs(page, 'PDF');
    expect(pdf.suggestedFilename()).toMatch(/^ledgerline-assets-[\d-]+\.pdf$/);

    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'Export Data' });
    await expect(panel).toContainText('Download your entities and relationships as CSV, PDF or JSON files.');
    await panel.getByRole('combobox', { name: 'Export format' }).click();
    await page.getByRole('option', { name: 'JSON' }).click();
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export Entities' }).click();
    expect((await download).suggestedFilename()).toMatch(/^ledgerline-entities-[\d-]+\.json$/);
  });
});

test.describe('copy', () => {
  test('compliance: 1 File, a trust’s BO panel, the trust warning’s role names', async ({ page }) => {
    await registerFresh(page, 'copy');
    const company = await createEntity(page, { type: 'company', name: 'One File Co' });
    const upload = await page.request.post(`/api/entities/${company.id}/files`, {
      multipart: {
        documentType: 'securities_register',
        file: {
          name: 'register.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(
            '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
          ),
        },
      },
    });
    expect(upload.status()).toBe(201);
    await page.goto(`/companies/${company.id}/compliance`);
    await expect(page.getByText('1 File', { exact: true })).toBeVisible();
    await expect(page.getByText('Individuals who own or control ≥5% of the company')).toBeVisible();

    const trust = await createEntity(page, { type: 'trust', name: 'Copy Trust', trustType: 'discretionary' });
    await page.goto(`/companies/${trust.id}/compliance`);
    await expect(page.getByText('0 Files', { exact: true })).toBeVisible();
    await expect(page.getByText('Individuals who own or control ≥5% of the trust')).toBeVisible();

    await page.goto(`/trusts/${trust.id}`);
    const warning = page.getByRole('alert').filter({ hasText: 'Compliance Warning' });
    await expect(warning.getByRole('listitem')).toHaveText(['Founder', 'Trustee', 'Beneficiary']);
  });

  test('Sign Up Now opens the Register tab', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign Up Now' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Confirm Password')).toBeVisible();
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a missing group is not found (with the spec load error text); another failure is a load error to retry', async ({
    page,
  }) => {
    await registerFresh(page, 'grp');
    await page.goto('/groups/999999');
    await expect(page.getByRole('heading', { name: 'Group not found' })).toBeVisible();
    // The spec's load error text, with why; no Try again, since trying again cannot help
    await expect(page.getByText('Failed to load group details. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Groups' }).click();
    await expect(page).toHaveURL(/\/groups$/);

    const group = await page.request.post('/api/groups', { data: { name: 'Flaky Group' } });
    const { id } = (await group.json()) as { id: number };
    await page.route(`**/api/groups/${id}/entities**`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto(`/groups/${id}`);
    await expect(page.getByText('Failed to load group details. Please try again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Group not found' })).toHaveCount(0);
  });
});
