import { expect, test, type Page } from '@playwright/test';
import { register } from './support/register-in-browser';

/** Spec 001 'Relationships' and 'Assets', spec 000 'Groups list' / 'Group detail', against the real server. */

interface Created {
  id: number;
  name: string;
}

function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Entities are created through the API (the page's cookies carry the session) to keep the story short. */
async function createEntity(page: Page, body: Record<string, unknown>): Promise<Created> {
  const response = await page.request.post('/api/entities', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as Created;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}

test('relationships, an asset and a group for a fresh account', async ({ page }) => {
  const suffix = uniqueSuffix();
  await register(page, `rag${suffix}`);
  const companyA = await createEntity(page, { type: 'company', name: `Alpha Holdings ${suffix}` });
  await createEntity(page, { type: 'company', name: `Beta Ventures ${suffix}` });
  const person = await createEntity(page, { type: 'individual', name: `Thandi Nkosi ${suffix}` });

  // When the individual is linked to company A as a 60% shareholder
  await openSection(page, 'Relationships');
  await expect(page.getByRole('heading', { name: 'Relationships', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add Relationship' }).click();
  await expect(page).toHaveURL(/\/relationships\/create$/);
  await choose(page, 'Source Entity', `${person.name} (Individual)`);
  await choose(page, 'Target Entity', `${companyA.name} (Company)`);
  await choose(page, 'Relationship Type', 'Shareholder');
  await page.getByLabel('Ownership Percentage').fill('60');
  await page.getByRole('button', { name: 'Create Relationship' }).click();

  // Then its page shows both entities and the percentage
  await expect(page).toHaveURL(/\/relationships\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Shareholder Relationship', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: companyA.name })).toHaveAttribute(
    'href',
    `/companies/${companyA.id}`,
  );
  await expect(page.getByText('60%')).toBeVisible();

  // When a director type is added between the same pair, shareholder is no longer offered
  await page.getByRole('link', { name: 'Add Additional Type' }).click();
  await expect(page.getByRole('heading', { name: 'Add Additional Relationship Type' })).toBeVisible();
  await expect(page.getByLabel('Target Entity', { exact: true })).toContainText(companyA.name);
  await page.getByLabel('Relationship Type', { exact: true }).click();
  await expect(page.getByRole('option', { name: 'Director', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Shareholder', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Director', exact: true }).click();
  await expect(page.getByLabel('Ownership Percentage')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Relationship' }).click();
  await expect(page.getByRole('heading', { name: 'Director Relationship', level: 1 })).toBeVisible();

  // And the list shows both links
  await openSection(page, 'Relationships');
  const relationships = page.getByRole('region', { name: 'Relationships' });
  await expect(relationships.getByText('Shareholder', { exact: true })).toBeVisible();
  await expect(relationships.getByText('Director', { exact: true })).toBeVisible();

  // When an asset owned by company A is added
  await openSection(page, 'Assets');
  await page.getByRole('link', { name: 'Add Asset' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Cape Town Office');
  await choose(page, 'Owner', `${companyA.name} (Company)`);
  await choose(page, 'Type', 'Real Estate');
  await page.getByLabel('Value (ZAR)').fill('2500000');
  await page.getByRole('button', { name: 'Create Asset' }).click();

  // Then its page names the owner, and the list shows the value in dollars
  await expect(page).toHaveURL(/\/assets\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Cape Town Office', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: companyA.name })).toHaveAttribute(
    'href',
    `/companies/${companyA.id}`,
  );
  await page.getByRole('link', { name: 'Back to Assets' }).click();
  const assets = page.getByRole('region', { name: 'Assets' });
  await expect(assets.getByText('R 2 500 000,00')).toBeVisible();
  await expect(assets.getByText(companyA.name)).toBeVisible();
  await expect(assets.getByText(`Entity #${companyA.id}`)).toBeVisible();

  // When two groups are created (the first becomes the default) and company A joins the second
  await openSection(page, 'Groups');
  await expect(page.getByText('No groups found')).toBeVisible();
  await page.getByRole('button', { name: 'Create Your First Group' }).click();
  const firstDialog = page.getByRole('dialog', { name: 'Create New Group' });
  await firstDialog.getByLabel('Name').fill('Family Office');
  await firstDialog.getByRole('button', { name: 'Create Group' }).click();
  await expect(page.getByRole('article', { name: 'Family Office' }).getByText('Default')).toBeVisible();
  await page.getByRole('button', { name: 'Create Group', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Group' });
  await dialog.getByLabel('Name').fill('Key Holdings');
  await dialog.getByLabel('Description').fill('Operating companies');
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  const keyHoldings = page.getByRole('article', { name: 'Key Holdings' });
  await expect(keyHoldings.getByText('Operating companies')).toBeVisible();

  await keyHoldings.getByRole('button', { name: 'Set as Default' }).click();
  await expect(keyHoldings.getByText('Default', { exact: true })).toBeVisible();
  await expect(keyHoldings.getByRole('button', { name: 'Set as Default' })).toHaveCount(0);
  await expect(
    page.getByRole('article', { name: 'Family Office' }).getByRole('button', { name: 'Set as Default' }),
  ).toBeVisible();

  await keyHoldings.getByRole('link', { name: 'View Key Holdings' }).click();
  await expect(page.getByRole('heading', { name: 'Key Holdings', level: 1 })).toBeVisible();
  await expect(page.getByText('Default Group', { exact: true })).toBeVisible();
  await expect(page.getByText('This group has no entities yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Entity' }).click();
  await choose(page, 'Entity', `${companyA.name} (Company)`);
  await page.getByRole('dialog', { name: 'Add Entity' }).getByRole('button', { name: 'Add Entity' }).click();

  // Then the member table lists company A
  const members = page.getByRole('table', { name: 'Group members' });
  await expect(members.getByRole('cell', { name: companyA.name, exact: true })).toBeVisible();
  await expect(members.getByText('Company', { exact: true })).toBeVisible();
  await expect(members.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();

  // When the director relationship is deleted
  await openSection(page, 'Relationships');
  await page.getByRole('region', { name: 'Relationships' }).getByText('Director', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Director Relationship', level: 1 })).toBeVisible();
  const directorship = Number(/\/relationships\/(\d+)/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: 'Delete' }).click();
  // A deletion is an ownership change too: the confirmation asks why (docs/decisions/0028).
  const confirm = page.getByRole('alertdialog', { name: 'Delete Relationship' });
  await confirm.getByLabel('Reason (optional)').fill('Entered in error & against the wrong company');
  await confirm.getByRole('button', { name: 'Delete' }).click();

  // Then the list keeps only the shareholder link, and the deletion keeps its reason
  await expect(page).toHaveURL(/\/relationships$/);
  await expect(page.getByText('Relationship deleted', { exact: true })).toBeVisible();
  const history = (await (await page.request.get(`/api/relationships/${directorship}/history`)).json()) as {
    kind: string;
    changeReason: string | null;
  }[];
  expect(history.find((row) => row.kind === 'removed')?.changeReason).toBe(
    'Entered in error & against the wrong company',
  );
  await expect(page.getByText('Showing 1-1 of 1 relationships')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Relationships' }).getByText('Director', { exact: true }),
  ).toHaveCount(0);
});

test('a non-numeric group id and an unknown asset show their messages', async ({ page }) => {
  await register(page, `rag${uniqueSuffix()}`);
  await page.goto('/groups/abc');
  await expect(page.getByText('Invalid group ID. Please select a valid group.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Groups' })).toBeVisible();
  await page.goto('/assets/999999');
  await expect(page.getByRole('heading', { name: 'Asset Not Found' })).toBeVisible();
  await page.goto('/relationships/999999');
  await expect(page.getByRole('heading', { name: 'Relationship Not Found' })).toBeVisible();
  // An id past what a number holds exactly is not found either, not a failed load
  await page.goto('/companies/99999999999999999999');
  await expect(page.getByRole('heading', { name: 'Company Not Found' })).toBeVisible();
  await page.goto('/individuals/99999999999999999999');
  await expect(page.getByRole('heading', { name: 'Individual Not Found' })).toBeVisible();
});

test("an entity page's Add Relationship and Add Asset are disabled at the plan's limit, as on the lists", async ({
  page,
}) => {
  await register(page, `tabs${uniqueSuffix()}`);
  const companies: Created[] = [];
  for (let n = 1; n <= 5; n++)
    companies.push(await createEntity(page, { type: 'company', name: `Tab Co ${n}` }));
  // Free plan: 10 relationships (every pair of the five) and 10 assets.
  for (let i = 0; i < companies.length; i++)
    for (let j = i + 1; j < companies.length; j++) {
      const link = { sourceEntityId: companies[i].id, targetEntityId: companies[j].id, type: 'shareholder' };
      expect(
        (
          await page.request.post('/api/relationships', { data: { ...link, ownershipPercentage: 10 } })
        ).status(),
      ).toBe(201);
    }
  for (let n = 1; n <= 10; n++)
    expect(
      (
        await page.request.post('/api/assets', {
          data: { name: `Asset ${n}`, ownerEntityId: companies[0].id },
        })
      ).status(),
    ).toBe(201);

  await page.goto(`/companies/${companies[0].id}`);
  await page.getByRole('tab', { name: 'Relationships' }).click();
  for (const name of ['Add Relationship', 'Add Additional Type'])
    await expect(page.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('tab', { name: 'Assets' }).click();
  const addAsset = page.getByRole('button', { name: 'Add Asset' });
  await expect(addAsset).toHaveAttribute('aria-disabled', 'true');
  await addAsset.focus();
  await expect(page.getByRole('tooltip')).toContainText('10');
});

test("a company's grouped relationships list ten per group; the rest are in the paged table", async ({
  page,
}) => {
  await register(page, `hub${uniqueSuffix()}`);
  const links = Array.from({ length: 12 }, (_, index) => [0, index + 1]);
  const seeded = await page.request.post('/api/testing/seed-graph', {
    data: { prefix: 'Hub Holding', entities: 13, links },
  });
  expect(seeded.status(), await seeded.text()).toBe(201);
  const [hub] = ((await seeded.json()) as { entityIds: number[] }).entityIds;
  await page.goto(`/companies/${hub}`);
  await page.getByRole('tab', { name: 'Relationships' }).click();
  const others = page.getByRole('region', { name: 'Other Relationships' });
  await expect(others.getByRole('heading')).toHaveText('Other Relationships (12)');
  await expect(others.getByRole('listitem')).toHaveCount(10);
  await expect(others).toContainText('and 2 more in the table below');
});
