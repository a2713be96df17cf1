import { expect, test } from '@playwright/test';
import { chooseOption } from './support/choose-option';
import { createEntity, uniqueSuffix } from './support/register-api';

/** An individual's position, department, country and status stay editable after creation. */
test('the individual edit form changes position, department, country and status', async ({ page }) => {
  test.setTimeout(120_000);
  const registered = await page.request.post('/api/register', {
    data: { username: `indedit${uniqueSuffix()}`, password: 's3cret-pass' },
  });
  expect(registered.status()).toBe(201);
  const person = await createEntity(page, {
    type: 'individual',
    name: 'Sipho Dlamini',
    position: 'CFO',
    department: 'Finance',
    country: 'South Africa',
    nationality: 'South African',
  });

  await page.goto(`/individuals/${person.id}/edit`);
  await expect(page.getByLabel('Position')).toHaveValue('CFO', { timeout: 30_000 });
  await expect(page.getByLabel('Department')).toHaveValue('Finance');
  await expect(page.getByLabel('Country')).toHaveValue('South Africa');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
  await page.getByLabel('Position').fill('Chief Executive Officer');
  await page.getByLabel('Department').fill('Executive');
  await page.getByLabel('Country').fill('Namibia');
  await chooseOption(page, 'Status', 'Inactive');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Individual updated', { exact: true })).toBeVisible();

  await page.goto(`/individuals/${person.id}`);
  const details = page.getByRole('tabpanel');
  await expect(details.getByText('Chief Executive Officer').first()).toBeVisible();
  await expect(details.getByText('Executive', { exact: true }).first()).toBeVisible();
  await expect(details.getByText('Namibia')).toBeVisible();
  const saved = await (await page.request.get(`/api/entities/${person.id}`)).json();
  expect(saved).toMatchObject({ country: 'Namibia', status: 'inactive' });
  expect(saved.individualDetail).toMatchObject({
    position: 'Chief Executive Officer',
    department: 'Executive',
    nationality: 'South African',
  });
});
