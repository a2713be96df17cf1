import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerFresh } from './support/register-api';

/** docs/decisions/0043: template, dry run with a problem per cell, apply, the records. */
test('download a template, fill it, see the dry run name a bad cell, apply it and find the companies', async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'sheet');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Import', exact: true }).first().click();
  await expect(page).toHaveURL(/\/import\/spreadsheet$/);
  await expect(page.getByRole('heading', { name: 'Import a spreadsheet' })).toBeVisible();
  await expect(page.getByLabel('Deadlines tracked from')).toContainText('Filings are planned from');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV template' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('ledgerline-companies-template.csv');
  const header = (await readFile((await template.path()) ?? '', 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0];
  expect(header).toContain('Name,Registration Number,Country,Status');

  const columns = header.split(',');
  const row = (cells: Record<string, string>) => columns.map((column) => cells[column] ?? '').join(',');
  const csv = [
    header,
    row({
      Name: `Protea Holdings ${suffix}`,
      'Registration Number': `2015/${suffix}/07`,
      Country: 'South Africa',
    }),
    row({ Name: `Baobab Trading ${suffix}`, Status: 'active' }),
    row({ Name: `Fynbos Ventures ${suffix}`, Email: 'not-an-email' }),
  ].join('\r\n');
  await page.getByLabel('Spreadsheet (CSV or .xlsx, up to 10 MB)').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByLabel('Dry run summary')).toHaveText(
    '2 to create, 0 already in your register, 1 with problems',
  );
  const rows = page.getByRole('region', { name: 'Rows of the file' });
  await expect(rows).toContainText('Email: Invalid email address');
  await expect(rows).toContainText(`Fynbos Ventures ${suffix}`);

  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByText('Import complete')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByText('2 created, 0 already in your register, 1 skipped')).toBeVisible();

  await expect(rows).toContainText('Created');
  await expect(rows).toContainText('Skipped');
  await page.getByLabel('Only rows with problems').check();
  await expect(rows).not.toContainText(`Protea Holdings ${suffix}`);
  await expect(rows).toContainText(`Fynbos Ventures ${suffix}`);

  const reporting = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the report (CSV)' }).click();
  const report = await readFile((await (await reporting).path()) ?? '', 'utf8');
  expect(report).toContain('Email,Invalid email address');

  await page.getByRole('link', { name: 'See the companies' }).click();
  const companies = page.getByRole('region', { name: 'Companies' });
  await expect(companies).toContainText(`Protea Holdings ${suffix}`);
  await expect(companies).toContainText(`Baobab Trading ${suffix}`);
  await expect(companies).not.toContainText(`Fynbos Ventures ${suffix}`);
});
