import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { register } from './support/register-in-browser';

/** POPIA: erasing a deleted individual's personal data, and the history saying "erased". */

interface Created {
  id: number;
  name: string;
}

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function post(page: Page, url: string, data: object, status = 201): Promise<Created> {
  const response = await page.request.post(url, { data });
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as Created;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
}

test("erasing a deleted individual's personal data from Trash: confirmed, then shown as erased", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await register(page, `popia${suffix}`);
  const acme = await post(page, '/api/entities', { type: 'company', name: `Acme ${suffix}` });
  const person = await post(page, '/api/entities', {
    type: 'individual',
    name: `Lindiwe Popia ${suffix}`,
    email: `lindiwe${suffix}@example.co.za`,
  });
  await post(page, '/api/relationships', {
    sourceEntityId: person.id,
    targetEntityId: acme.id,
    type: 'shareholder',
    ownershipPercentage: 30,
  });
  const update = await page.request.patch(`/api/entities/${person.id}`, {
    data: { type: 'individual', email: `lindiwe.p${suffix}@example.co.za` },
  });
  expect(update.status(), await update.text()).toBe(200);
  expect((await page.request.delete(`/api/entities/${person.id}`)).status()).toBe(200);

  // Given the Trash, the deleted individual has an "Erase personal data" action; the company has none
  await page.goto('/trash');
  const row = page.getByRole('row', { name: new RegExp(person.name) });
  await expect(row.getByRole('button', { name: 'Restore' })).toBeVisible();
  await row.getByRole('button', { name: `Erase personal data of ${person.name}` }).click();

  // The dialog says it cannot be undone, and asks why it is erased before the retention period is over
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Erase personal data of ${person.name}?` })).toBeVisible();
  await expect(dialog).toContainText('This cannot be undone.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(dialog).toContainText('Give the reason for erasing before the retention period is over');
  await dialog
    .getByLabel('Reason for erasing before the retention period is over')
    .fill('Captured in error: never a client of ours');
  await dialog.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(dialog).toBeHidden();

  // Then the Trash no longer offers it (it cannot be restored) and the audit log shows it as erased
  await expect(page.getByRole('row', { name: new RegExp(person.name) })).toHaveCount(0);
  await page.goto('/audit-log');
  const changes = page.getByRole('list', { name: 'Changes' });
  await expect(changes).toContainText(`Erased person #${person.id}`);
  await expect(changes).not.toContainText(person.name);
  await expect(changes).toContainText('email changed from erased to erased');
  await expect(changes).toContainText(
    `The personal data of Erased person #${person.id} was erased before its retention period was over`,
  );
  await expect(changes).toContainText('Reason: Captured in error: never a client of ours');
  await expect(changes).not.toContainText('example.co.za');
  await expect(page.getByText(`Erased person #${person.id}`).first()).toBeVisible();

  // The company's history names the erased person, never the name it had
  await page.goto(`/companies/${acme.id}`);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText(`Erased person #${person.id}`);
  await expect(page.getByRole('list', { name: 'Changes' })).not.toContainText(person.name);

  // Account menu -> Personal data lists the retention periods; nothing else is due
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Personal data' }).click();
  await expect(page.getByRole('heading', { name: 'Personal data', level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing is due for erasure')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Retention periods' })).toContainText(
    '7 years after registration and 5 years after deletion, whichever is later',
  );
  await expectNoAxeViolations(page);
  await page.getByLabel('Also show deleted individuals still under the retention rules').check();
  await expect(page.getByText('No deleted individuals')).toBeVisible();

  // Settings -> Account shows the same retention periods
  await page.goto('/settings/account');
  await expect(page.getByRole('table', { name: 'Retention periods' })).toContainText('Document file');
});
