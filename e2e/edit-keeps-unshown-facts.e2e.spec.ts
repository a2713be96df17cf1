import { expect, test } from '@playwright/test';
import { createEntity, registerFresh, relate } from './support/register-api';

/**
 * An edit form saves what the user changed and leaves alone what it cannot show: an ID type the form does not
 * offer (foreign_id, from the API or an import), and an effective control that was never recorded.
 */
test('editing an individual or a trust role keeps the facts the form cannot show', async ({ page }) => {
  await registerFresh(page, 'keeps');
  const person = await createEntity(page, { type: 'individual', name: 'Amara Okafor', phone: '0820000000' });
  const trust = await createEntity(page, { type: 'trust', name: 'Okafor Family Trust', trustType: 'family' });
  const details = await page.request.post(`/api/entities/${person.id}/details`, {
    data: { idType: 'foreign_id', idNumber: 'A1234567', nationality: 'Nigerian' },
  });
  expect(details.status()).toBe(201);
  const controller = await relate(page, person.id, trust.id, 'controller');

  // The ID type shows as the stored one, and saving a new phone number keeps it
  await page.goto(`/individuals/${person.id}/edit`);
  await expect(page.getByRole('combobox', { name: 'ID Type' })).toHaveText('Foreign ID');
  await page.getByLabel('Phone').fill('0821111111');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Individual updated', { exact: true })).toBeVisible();
  const saved = await (await page.request.get(`/api/entities/${person.id}`)).json();
  expect(saved.phone).toBe('0821111111');
  expect(saved.individualDetail).toMatchObject({ idType: 'foreign_id', idNumber: 'A1234567' });

  // Editing the controller link's notes leaves its unrecorded effective control unrecorded
  await page.goto(`/relationships/${controller}/edit`);
  await page.getByLabel('Notes').fill('Signs for the trust');
  await page.getByRole('button', { name: /^(Save Changes|Update Relationship)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/relationships/${controller}$`));
  const link = await (await page.request.get(`/api/relationships/${controller}`)).json();
  expect(link).toMatchObject({ notes: 'Signs for the trust', effectiveControl: null });
});
