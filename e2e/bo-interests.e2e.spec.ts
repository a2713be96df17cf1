import { expect, test } from '@playwright/test';
import { createEntity, registerFresh, relate } from './support/register-api';

test('the beneficial owners panel lists every interest and path of a person under their row', async ({
  page,
}) => {
  const suffix = await registerFresh(page, 'bo-interests-');
  const company = await createEntity(page, { type: 'company', name: `Operating Co ${suffix}` });
  const trust = await createEntity(page, {
    type: 'trust',
    name: `Holding Trust ${suffix}`,
    trustType: 'family',
  });
  const sipho = await createEntity(page, { type: 'individual', name: `Sipho ${suffix}` });
  await relate(page, sipho.id, company.id, 'shareholder', '30');
  await relate(page, trust.id, company.id, 'shareholder', '70');
  await relate(page, sipho.id, trust.id, 'founder');

  await page.goto(`/companies/${company.id}/compliance`);
  const interests = page.getByRole('list', { name: `Interests of ${sipho.name}` });
  await expect(interests).toContainText('Direct Shareholder');
  await expect(interests).toContainText('Trust Founder');
  await expect(interests).toContainText(`${sipho.name} → ${company.name} (30.00%)`);
});
