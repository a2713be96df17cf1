import { expect, test, type Page } from '@playwright/test';
import { register } from './support/register-in-browser';

/** Deleting a record from its own page leaves for the list without asking again for what was just deleted. */

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function created(page: Page, path: string, data: Record<string, unknown>): Promise<number> {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('deleting a company, a trust, an individual, an asset or a relationship from its page reads nothing missing', async ({
  page,
}) => {
  await register(page, `delete-detail-${uniqueSuffix()}`);
  const company = await created(page, '/api/entities', { type: 'company', name: 'Gone Holdings' });
  const person = await created(page, '/api/entities', { type: 'individual', name: 'Gone Person' });
  const trust = await created(page, '/api/entities', {
    type: 'trust',
    name: 'Gone Trust',
    trustType: 'family',
  });
  const keeper = await created(page, '/api/entities', { type: 'company', name: 'Keeper Holdings' });
  const asset = await created(page, '/api/assets', {
    name: 'Gone Farm',
    ownerEntityId: keeper,
    type: 'other',
  });
  const link = await created(page, '/api/relationships', {
    sourceEntityId: keeper,
    targetEntityId: person,
    type: 'director',
  });
  await created(page, '/api/relationships', {
    sourceEntityId: person,
    targetEntityId: company,
    type: 'shareholder',
    ownershipPercentage: '40',
  });
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });

  for (const [path, heading, list] of [
    [`/relationships/${link}`, /Relationship/, /\/relationships$/],
    [`/assets/${asset}`, 'Gone Farm', /\/assets$/],
    [`/companies/${company}`, 'Gone Holdings', /\/companies$/],
    [`/trusts/${trust}`, 'Gone Trust', /\/trusts$/],
    [`/individuals/${person}`, 'Gone Person', /\/individuals$/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(page).toHaveURL(list);
    await page.waitForLoadState('networkidle');
  }
  expect(failed).toEqual([]);
});
