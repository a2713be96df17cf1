import { expect, test, type Page } from '@playwright/test';
import { register } from './support/register-in-browser';

/** Two people editing different fields of one record at the same time both keep their change (decision 0060). */

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function created(page: Page, path: string, data: Record<string, unknown>): Promise<number> {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function saveAndWait(page: Page, path: string) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${path}$`));
}

test('two editors change different fields of a company and of an asset: both changes stay', async ({
  browser,
  page,
}) => {
  await register(page, `edits${uniqueSuffix()}`);
  const companyId = await created(page, '/api/entities', {
    type: 'company',
    name: 'Shared Desk (Pty) Ltd',
    phone: '011 000 0000',
    email: 'old@shared.co.za',
  });
  const assetId = await created(page, '/api/assets', {
    name: 'Shared Office',
    ownerEntityId: companyId,
    type: 'real_estate',
    location: 'Sandton',
    notes: 'Lease to 2030',
  });

  // Given both editors opened the edit pages before either saved
  const other = await browser.newPage({ storageState: await page.context().storageState() });
  for (const path of [`/companies/${companyId}/edit`, `/assets/${assetId}/edit`]) {
    await page.goto(path);
    await other.goto(path);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    if (path.startsWith('/companies')) {
      await page.getByLabel('Phone').fill('011 111 1111');
      await other.getByLabel('Email').fill('new@shared.co.za');
    } else {
      await page.getByLabel('Location').fill('Rosebank');
      await other.getByLabel('Notes').fill('Lease renewed to 2035');
    }
    // When one saves, then the other saves the form it opened earlier
    await saveAndWait(page, path);
    await saveAndWait(other, path);
  }

  // Then each record keeps both changes
  const company = (await (await page.request.get(`/api/entities/${companyId}`)).json()) as Record<
    string,
    unknown
  >;
  expect(company).toMatchObject({
    phone: '011 111 1111',
    email: 'new@shared.co.za',
    name: 'Shared Desk (Pty) Ltd',
  });
  const asset = (await (await page.request.get(`/api/assets/${assetId}`)).json()) as Record<string, unknown>;
  expect(asset).toMatchObject({
    location: 'Rosebank',
    notes: 'Lease renewed to 2035',
    name: 'Shared Office',
  });
  await other.close();
});

test('the same field changed by two editors: the later save is refused under that field and loses nothing', async ({
  browser,
  page,
}) => {
  await register(page, `clash${uniqueSuffix()}`);
  const companyId = await created(page, '/api/entities', {
    type: 'company',
    name: 'Clash Desk (Pty) Ltd',
    phone: '011 000 0000',
  });
  const path = `/companies/${companyId}/edit`;
  const other = await browser.newPage({ storageState: await page.context().storageState() });
  await page.goto(path);
  await other.goto(path);
  await expect(other.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await page.getByLabel('Phone').fill('011 111 1111');
  await saveAndWait(page, path);

  await other.getByLabel('Phone').fill('021 222 2222');
  await other.getByRole('button', { name: 'Save Changes' }).click();
  await expect(other.getByText('Changed by someone else since you opened this form')).toBeVisible();
  await expect(other).toHaveURL(new RegExp(`${path}$`));
  const company = (await (await page.request.get(`/api/entities/${companyId}`)).json()) as { phone: string };
  expect(company.phone).toBe('011 111 1111');

  // Opened again, the form shows the other's phone and saves a new one.
  await other.reload();
  await expect(other.getByLabel('Phone')).toHaveValue('011 111 1111');
  await other.getByLabel('Phone').fill('021 222 2222');
  await saveAndWait(other, path);
  const after = (await (await page.request.get(`/api/entities/${companyId}`)).json()) as { phone: string };
  expect(after.phone).toBe('021 222 2222');
  await other.close();
});
