import { expect, test } from '@playwright/test';
import { register } from './support/register-in-browser';

const REQUIRED_DOCUMENTS = [
  'trust_deed',
  'beneficiary_declaration',
  'trustee_appointment',
  'identity_documents',
];
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n%${name}\n%%EOF\n`),
});

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("a trust's View and Edit actions are whole at a laptop's width", async ({ page }) => {
  const suffix = uniqueSuffix();
  await register(page, `trust-list-${suffix}`);
  const name = `Dlamini-Van der Merwe Family Heritage Trust ${suffix}`;
  const created = await page.request.post('/api/entities', {
    data: { type: 'trust', name, trustType: 'special_needs', registrationNumber: 'IT001104/2019(G)' },
  });
  expect(created.status()).toBe(201);

  // Given 1280 px, when the trusts list shows the trust, both of its actions sit whole inside the grid
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/trusts');
  await expect(page.getByText(name)).toBeVisible();
  for (const action of ['View', 'Edit'])
    await expect(page.getByRole('link', { name: `${action} ${name}`, exact: true })).toBeInViewport({
      ratio: 1,
    });
});

test("a deadline's actions are whole at a laptop's width", async ({ page }) => {
  const suffix = uniqueSuffix();
  await register(page, `deadline-list-${suffix}`);
  const company = await page.request.post('/api/entities', {
    data: { type: 'company', name: `Umhlanga Rocks Consolidated Property Holdings ${suffix}` },
  });
  const { id } = (await company.json()) as { id: number };
  const filing = await page.request.post('/api/compliance/filing-requirements', {
    data: { entityId: id, requirementType: 'annual_return', dueDate: '2030-01-31' },
  });
  expect(filing.status()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/deadlines?view=list');
  const actions = page.getByRole('button', { name: /^(Mark submitted|Edit|Delete): .*Annual Return/ });
  await expect(actions.first()).toBeVisible();
  for (const action of await actions.all()) await expect(action).toBeInViewport({ ratio: 1 });
});

test('a trustee who resigned (an end date passed) leaves the trust needing attention on the list and its page', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await register(page, `trust-resigned-${suffix}`);
  const post = async (path: string, data: object) => {
    const response = await page.request.post(path, { data });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const name = `Resigned Trustee Trust ${suffix}`;
  const trust = await post('/api/entities', { type: 'trust', name, trustType: 'family' });
  const links: Record<string, number> = {};
  for (const [type, endDate] of [
    ['founder', null],
    ['trustee', '2020-01-31'],
    ['beneficiary', null],
  ] as const) {
    const party = await post('/api/entities', { type: 'individual', name: `${type} ${suffix}` });
    links[type] = await post('/api/relationships', {
      sourceEntityId: party,
      targetEntityId: trust,
      type,
      endDate,
    });
  }

  for (const documentType of REQUIRED_DOCUMENTS) {
    const file = pdf(`${documentType}.pdf`);
    const uploaded = await page.request.post(`/api/entities/${trust}/files`, {
      multipart: { documentType, file },
    });
    expect(uploaded.status()).toBe(201);
  }

  // The grid's row holding the trust's name (its pinned actions are a row of their own)
  const rowOf = () => page.getByRole('row').filter({ hasText: name });
  await page.goto('/trusts');
  await expect(rowOf()).toContainText('Attention');
  await page.goto(`/trusts/${trust}`);
  const warning = page.getByRole('alert').filter({ hasText: 'Compliance Warning' });
  await expect(warning.getByRole('listitem')).toHaveText(['Trustee']);
  // Key Parties lists who holds each role today: the former trustee is not one
  await expect(page.getByRole('region', { name: 'Trustees' })).toContainText('No trustees recorded.');
  await expect(page.getByRole('region', { name: 'Founders' })).toContainText(`founder ${suffix}`);

  // The trustee's end date cleared: the role is held again
  const cleared = await page.request.patch(`/api/relationships/${links.trustee}`, {
    data: { endDate: null },
  });
  expect(cleared.status()).toBe(200);
  await page.goto('/trusts');
  await expect(rowOf()).toContainText('Compliant');
});

test('the list, its Non-Compliant count, the detail page and the compliance page give one verdict, with reasons', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await register(page, `trust-verdict-${suffix}`);
  const post = async (path: string, data: object) => {
    const response = await page.request.post(path, { data });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const name = `Undocumented Trust ${suffix}`;
  const trust = await post('/api/entities', { type: 'trust', name, trustType: 'family' });
  for (const type of ['founder', 'trustee', 'beneficiary']) {
    const party = await post('/api/entities', { type: 'individual', name: `${type} ${suffix}` });
    await post('/api/relationships', { sourceEntityId: party, targetEntityId: trust, type });
  }
  await post('/api/compliance/filing-requirements', {
    entityId: trust,
    requirementType: 'trust_tax_return',
    dueDate: '2020-02-28',
  });

  // Given every party but no documents and a filing overdue, the compliance page needs attention
  await page.goto(`/trusts/${trust}/compliance`);
  await expect(page.getByTestId('trust-compliance-status')).toHaveText('Attention Required');

  // Then so does the list, saying why on the row, and it counts the trust as non-compliant
  await page.goto('/trusts');
  const badge = page.getByRole('row').filter({ hasText: name }).getByText('Attention', { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAccessibleDescription(
    'Missing documents: trust deed, beneficiary declaration, trustee appointment, identity documents; 1 overdue filing',
  );
  await badge.hover();
  await expect(page.getByRole('tooltip')).toContainText('1 overdue filing');
  await expect(page.getByRole('group', { name: 'Non-Compliant Trusts' })).toContainText('1');

  // And the detail page's banner gives the same reasons
  await page.goto(`/trusts/${trust}`);
  const warning = page.getByRole('alert').filter({ hasText: 'Compliance Warning' });
  await expect(warning).toContainText('Attention Required');
  await expect(warning).toContainText('Missing documents: trust deed');
  await expect(warning).toContainText('1 overdue filing');
});
