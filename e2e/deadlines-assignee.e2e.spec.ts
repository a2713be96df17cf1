import { expect, test } from '@playwright/test';
import { columnValues } from './support/grid-rows';
import { createEntity, registerFresh } from './support/register-api';

/**
 * Assignee when teams exist: a filing is assigned to a member in its edit form, the
 * Deadlines list shows who, and its filter reads Anyone / Me / Unassigned / each member.
 */

const dayIn = (offset: number): string => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(date);
};

test('assign a filing to yourself in the edit form; Me shows it, Unassigned hides it', async ({ page }) => {
  await registerFresh(page, 'assignee');
  const members = (await (await page.request.get('/api/account/members')).json()) as {
    fullName: string | null;
    username: string;
  }[];
  const me = members[0].fullName?.trim() || members[0].username;
  const karoo = await createEntity(page, { type: 'company', name: 'Karoo Mining' });
  for (const [requirementType, days] of [
    ['tax_filing', 5],
    ['annual_return', 10],
  ] as const) {
    const response = await page.request.post('/api/compliance/filing-requirements', {
      data: { entityId: karoo.id, requirementType, dueDate: dayIn(days), status: 'pending' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto('/deadlines?view=list');
  const grid = page.getByRole('region', { name: 'Deadlines' });
  const kinds = () => columnValues(page, 'Deadlines', 'requirementType');
  const assignees = () => columnValues(page, 'Deadlines', 'assignee');
  await expect.poll(kinds).toEqual(['Tax Filing', 'Annual Return']);
  await expect.poll(assignees).toEqual(['Unassigned', 'Unassigned']);

  await grid.getByRole('button', { name: 'Edit: Tax Filing for Karoo Mining' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Filing Requirement' });
  await expect(edit.getByRole('combobox', { name: 'Assignee' })).toHaveText('Unassigned');
  await edit.getByRole('combobox', { name: 'Assignee' }).click();
  await page.getByRole('option', { name: me, exact: true }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect.poll(assignees).toEqual([me, 'Unassigned']);

  const filter = page.getByRole('combobox', { name: 'Filter by assignee' });
  await filter.click();
  await page.getByRole('option', { name: 'Me', exact: true }).click();
  await expect.poll(kinds).toEqual(['Tax Filing']);
  await filter.click();
  await page.getByRole('option', { name: 'Unassigned', exact: true }).click();
  await expect.poll(kinds).toEqual(['Annual Return']);
  await filter.click();
  await page.getByRole('option', { name: me, exact: true }).click();
  await expect.poll(kinds).toEqual(['Tax Filing']);
  await filter.click();
  await page.getByRole('option', { name: 'Anyone', exact: true }).click();
  await expect.poll(kinds).toEqual(['Tax Filing', 'Annual Return']);

  // The form opens on the filing's assignee; Unassigned takes it back.
  await grid.getByRole('button', { name: 'Edit: Tax Filing for Karoo Mining' }).click();
  await expect(edit.getByRole('combobox', { name: 'Assignee' })).toHaveText(me);
  await edit.getByRole('combobox', { name: 'Assignee' }).click();
  await page.getByRole('option', { name: 'Unassigned', exact: true }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect.poll(assignees).toEqual(['Unassigned', 'Unassigned']);
});
