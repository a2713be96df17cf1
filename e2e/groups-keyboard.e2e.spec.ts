import { expect, test } from '@playwright/test';
import { register } from './support/register-in-browser';

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('group dialogs put the focus where a keyboard user goes next', async ({ page }) => {
  await register(page, `group-keys-${uniqueSuffix()}`);
  await page.request.post('/api/entities', { data: { type: 'company', name: 'Keyboard Holdings' } });
  const created = await page.request.post('/api/groups', { data: { name: 'Keyboard Group' } });
  const group = (await created.json()) as { id: number };

  // When Add Entity opens, the focus is on the entity picker once it has loaded, not on Cancel
  await page.goto(`/groups/${group.id}`);
  await page.getByRole('button', { name: 'Add Entity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Entity' });
  await expect(dialog.getByRole('combobox', { name: 'Entity' })).toBeFocused();
  await page.keyboard.press('Escape');

  // When the group is deleted from its card, the focus moves to Create Group, not to the page's body
  await page.goto('/groups');
  await page.getByRole('button', { name: 'Delete Keyboard Group' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Keyboard Group')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Group' })).toBeFocused();
});
