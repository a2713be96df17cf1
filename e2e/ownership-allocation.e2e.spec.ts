import { expect, test, type Page } from '@playwright/test';
import { register } from './support/register-in-browser';

/** The BO list with its facts in headers, and a company's share allocation. */

interface Created {
  id: number;
  name: string;
}

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createEntity(page: Page, type: string, name: string): Promise<Created> {
  const response = await page.request.post('/api/entities', { data: { type, name } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Created;
}

async function holds(page: Page, holder: Created, company: Created, percentage: string) {
  const response = await page.request.post('/api/relationships', {
    data: {
      sourceEntityId: holder.id,
      targetEntityId: company.id,
      type: 'shareholder',
      ownershipPercentage: percentage,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the BO route answers the spec list and the panel still shows its facts', async ({ page }) => {
  const suffix = uniqueSuffix();
  await register(page, `bol${suffix}`);
  const company = await createEntity(page, 'company', `Listed Owners ${suffix}`);
  const owner = await createEntity(page, 'individual', `Naledi Owner ${suffix}`);
  await holds(page, owner, company, '40');

  const answer = await page.request.get(`/api/compliance/beneficial-owners/${company.id}`);
  expect(answer.status()).toBe(200);
  const owners = (await answer.json()) as { name: string; totalOwnership: number }[];
  expect(owners).toEqual([expect.objectContaining({ name: owner.name, totalOwnership: 40 })]);
  expect(answer.headers()['x-bo-unknown-remainder']).toBe('60');

  await page.goto(`/companies/${company.id}/compliance`);
  const table = page.getByRole('table', { name: 'Beneficial owners' });
  await expect(table.getByRole('cell', { name: owner.name })).toBeVisible();
  await expect(page.getByText('1 identified', { exact: true })).toBeVisible();
  await expect(page.getByText(/Unknown remainder: 60\.00%/)).toBeVisible();
});

test('shareholdings past 100% are warned about, refused without a reason and shown on the company', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await register(page, `alloc${suffix}`);
  const company = await createEntity(page, 'company', `Allocated Co ${suffix}`);
  const [a, b, c, d] = await Promise.all(
    ['Anele', 'Bongani', 'Chloe', 'Dineo'].map((name) =>
      createEntity(page, 'individual', `${name} ${suffix}`),
    ),
  );
  await holds(page, a, company, '40');
  await holds(page, b, company, '30');

  // Given 70% allocated, the company page says what is left
  await page.goto(`/companies/${company.id}`);
  await expect(page.getByRole('status', { name: 'Share allocation' })).toHaveText(
    /Allocated 70% · unallocated 30%/,
  );
  await holds(page, c, company, '30');
  await page.reload();
  await expect(page.getByRole('status', { name: 'Share allocation' })).toHaveText(/Allocated 100%$/);

  // When 60% more is entered in the relationship form, the form warns before anything is sent
  await page.goto('/relationships/create');
  await choose(page, 'Source Entity', `${d.name} (Individual)`);
  await choose(page, 'Target Entity', `${company.name} (Company)`);
  await choose(page, 'Relationship Type', 'Shareholder');
  // Typed with a decimal comma, the way the form reads it (decision 0063), the warning and its field show too
  await page.getByLabel('Ownership Percentage').fill('12,5');
  await expect(page.getByRole('alert').filter({ hasText: 'Over-allocation' })).toContainText(
    `Shareholdings in ${company.name} would total 112.5% (over-allocated by 12.5%)`,
  );
  await expect(page.getByLabel('Over-allocation reason')).toBeVisible();
  await page.getByLabel('Ownership Percentage').fill('60');
  await expect(page.getByRole('alert').filter({ hasText: 'Over-allocation' })).toContainText(
    `Shareholdings in ${company.name} would total 160% (over-allocated by 60%)`,
  );

  // Then without a reason the server refuses it, naming the total under the percentage
  await page.getByRole('button', { name: 'Create Relationship' }).click();
  await expect(page.getByText(`Shareholdings in ${company.name} would total 160%;`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/relationships\/create$/);
  // The refusal's toast keeps clear of the form's foot, so the user can send the form again at once
  const refusal = page
    .getByRole('region', { name: /Notifications/ })
    .getByText(/Failed to create relationship/);
  await expect(refusal).toBeVisible();
  const toastBox = await refusal.boundingBox();
  for (const name of ['Create Relationship', 'Cancel']) {
    const buttonBox = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(toastBox && buttonBox && overlaps(toastBox, buttonBox), `the toast covers ${name}`).toBe(false);
  }

  // And with a reason it is recorded, and the company shows the over-allocation with it
  const reason = 'Transfer to Dineo disputed; both entries kept pending the court order';
  await page.getByLabel('Over-allocation reason').fill(reason);
  await page.getByRole('button', { name: 'Create Relationship' }).click();
  await expect(page).toHaveURL(/\/relationships\/\d+$/);
  // The relationship's own page says why it was allowed
  await expect(page.getByText('Over-allocation Reason', { exact: true })).toBeVisible();
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
  await page.goto(`/companies/${company.id}`);
  await expect(page.getByRole('status', { name: 'Share allocation' })).toContainText(
    `Allocated 160% · over-allocated by 60%: ${d.name}: ${reason}`,
  );
});
