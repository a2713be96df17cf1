import { expect, type Page } from '@playwright/test';
import { uniqueSuffix } from './register-api';

/** Ids of the records seeded by seedMainPages, by role. */
export interface MainPageIds {
  company: number;
  subsidiary: number;
  person: number;
  trust: number;
  relationship: number;
  asset: number;
  group: number;
}

/** The pages with grids, dashboard and lists first, with {name} standing for a seeded record's id. */
export const MAIN_PAGES = [
  '/dashboard',
  '/companies',
  '/individuals',
  '/trusts',
  '/relationships',
  '/assets',
  '/groups',
  '/deadlines?view=list',
  '/trash',
  '/audit-log',
  '/companies/{company}',
  '/companies/{company}/compliance',
  '/individuals/{person}',
  '/trusts/{trust}',
  '/trusts/{trust}/compliance',
  '/relationships/{relationship}',
  '/assets/{asset}',
  '/groups/{group}',
];

export const pagePath = (route: string, ids: MainPageIds): string =>
  route.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name as keyof MainPageIds]));

/** An ISO date `days` from today. */
export const daysFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Registers a user through the API in the page's context and gives every list and detail page a row:
 * a shareholding, trust roles, an asset, a group, a filing due soon and one overdue, a deleted company.
 */
export async function seedMainPages(page: Page, prefix: string): Promise<MainPageIds> {
  const post = async (url: string, data?: unknown): Promise<number> => {
    const response = await page.request.post(url, { data });
    expect(response.status(), `POST ${url}: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  await post('/api/register', { username: `${prefix}${uniqueSuffix()}`, password: 's3cret-pass' });
  const company = await post('/api/entities', {
    type: 'company',
    name: 'Header Holdings',
    industry: 'Mining',
  });
  const subsidiary = await post('/api/entities', { type: 'company', name: 'Header Mining' });
  const person = await post('/api/entities', { type: 'individual', name: 'Lerato Header' });
  const trust = await post('/api/entities', {
    type: 'trust',
    name: 'Header Family Trust',
    trustType: 'family',
  });
  const relationship = await post('/api/relationships', {
    sourceEntityId: person,
    targetEntityId: company,
    type: 'shareholder',
    ownershipPercentage: '60',
  });
  await post('/api/relationships', {
    sourceEntityId: company,
    targetEntityId: subsidiary,
    type: 'shareholder',
    ownershipPercentage: '100',
  });
  for (const type of ['founder', 'trustee', 'beneficiary'])
    await post('/api/relationships', { sourceEntityId: person, targetEntityId: trust, type });
  const asset = await post('/api/assets', {
    name: 'Erf 12 Header Park',
    type: 'real_estate',
    ownerEntityId: company,
  });
  const group = await post('/api/groups', { name: 'Header Group' });
  await page.request.post(`/api/groups/${group}/entities/${company}`);
  for (const [entityId, dueDate] of [
    [company, daysFromToday(10)],
    [company, '2020-01-31'],
    [trust, daysFromToday(12)],
  ] as const)
    await post('/api/compliance/filing-requirements', {
      entityId,
      requirementType: 'beneficial_ownership_filing',
      dueDate,
    });
  await page.request.delete(
    `/api/entities/${await post('/api/entities', { type: 'company', name: 'Gone Co' })}`,
  );
  return { company, subsidiary, person, trust, relationship, asset, group };
}

/** Opens the page, waits for it to settle, then calls `check` on it and on each of its tabs in turn. */
export async function walkTabs(page: Page, path: string, check: (where: string) => Promise<void>) {
  await page.goto(path);
  // The first visit loads the page's code: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await check(path);
  const tabs = page.getByRole('main').getByRole('tab', { selected: false });
  for (const name of await tabs.allInnerTexts()) {
    await page.getByRole('main').getByRole('tab', { name: name.trim(), exact: true }).click();
    await page.waitForLoadState('networkidle');
    await check(`${path}, tab ${name.trim()}`);
  }
}
