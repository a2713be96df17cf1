import { expect, test } from '@playwright/test';
import { register } from './support/register-in-browser';

/** What the forms save is shown on the detail pages, not only in the edit forms. */
test('company and individual detail pages show industry, classification, incorporation date, ID and occupation', async ({
  page,
}) => {
  const username = `shown${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await register(page, username);
  const company = await page.request.post('/api/entities', {
    data: {
      type: 'company',
      name: 'Shown Mining Ltd',
      industry: 'Mining',
      incorporationDate: '2015-03-13',
      companyClassification: 'non_affected_private',
    },
  });
  expect(company.status()).toBe(201);
  const person = await page.request.post('/api/entities', {
    data: { type: 'individual', name: 'Thandi Shown' },
  });
  expect(person.status()).toBe(201);
  const personId = (await person.json()).id as number;
  const details = await page.request.patch(`/api/entities/${personId}/details`, {
    data: { idType: 'sa_id', idNumber: '8001015009087', occupation: 'Geologist' },
  });
  expect(details.ok()).toBe(true);

  await page.goto(`/companies/${(await company.json()).id}`);
  const companyDetails = page.getByRole('definition');
  await expect(page.getByRole('term').filter({ hasText: 'Industry' })).toBeVisible();
  await expect(companyDetails.filter({ hasText: 'Mining' })).toBeVisible();
  await expect(companyDetails.filter({ hasText: 'Non-affected - Private company' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Incorporation Date' })).toBeVisible();

  await page.goto(`/individuals/${personId}`);
  await expect(page.getByRole('definition').filter({ hasText: 'South African ID' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '8001015009087' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Geologist' })).toBeVisible();
});
