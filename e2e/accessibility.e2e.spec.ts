import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { startFreshServer, type FreshServer } from './support/fresh-server';

/**
 * Axe-core finds no WCAG 2 A/AA or best-practice violation on any route, with records on
 * every list and detail page; the keyboard reaches the skip link, dialogs give focus back to their trigger,
 * the hierarchy tree follows the WAI-ARIA tree pattern and a disabled limit button's hint opens on focus.
 * The signed-in walk runs on a server of its own, so its first user is the admin who may open /admin/users.
 */

const violations = axeViolations;

/** Scans the page as it opens, then each of its tabs (detail pages, the dashboard's views) in turn. */
async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect.soft(await violations(page), `axe on ${path}`).toEqual([]);
  const tabs = page.getByRole('main').getByRole('tab', { selected: false });
  for (const name of await tabs.allInnerTexts()) {
    await page.getByRole('main').getByRole('tab', { name: name.trim(), exact: true }).click();
    await page.waitForLoadState('networkidle');
    expect.soft(await violations(page), `axe on ${path}, tab ${name.trim()}`).toEqual([]);
  }
}

test('signed out: the landing page, the auth page and a 404 have no axe violations', async ({ page }) => {
  for (const path of ['/', '/auth', '/no-such-page-at-all']) await expectNoViolations(page, path);
});

test.describe('signed in', () => {
  let server: FreshServer;
  let page: Page;
  const ids: Record<string, number> = {};

  async function post(url: string, data?: unknown): Promise<number> {
    const response = await page.request.post(url, { data });
    expect(response.status(), `POST ${url}: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  async function seed(browser: Browser) {
    const context = await browser.newContext({ baseURL: server.baseURL });
    page = await context.newPage();
    await post('/api/register', { username: `a11y${Date.now().toString(36)}`, password: 's3cret-pass' });
    ids.company = await post('/api/entities', { type: 'company', name: 'Axe Holdings', industry: 'Mining' });
    ids.subsidiary = await post('/api/entities', { type: 'company', name: 'Axe Mining' });
    ids.person = await post('/api/entities', { type: 'individual', name: 'Lerato Axe' });
    ids.trust = await post('/api/entities', { type: 'trust', name: 'Axe Family Trust', trustType: 'family' });
    ids.relationship = await post('/api/relationships', {
      sourceEntityId: ids.person,
      targetEntityId: ids.company,
      type: 'shareholder',
      ownershipPercentage: '60',
    });
    await post('/api/relationships', {
      sourceEntityId: ids.company,
      targetEntityId: ids.subsidiary,
      type: 'shareholder',
      ownershipPercentage: '100',
    });
    for (const type of ['founder', 'trustee', 'beneficiary'])
      await post('/api/relationships', { sourceEntityId: ids.person, targetEntityId: ids.trust, type });
    ids.asset = await post('/api/assets', {
      name: 'Erf 12 Axe Park',
      type: 'real_estate',
      ownerEntityId: ids.company,
    });
    ids.group = await post('/api/groups', { name: 'Axe Group' });
    await page.request.post(`/api/groups/${ids.group}/entities/${ids.company}`);
    await post('/api/compliance/filing-requirements', {
      entityId: ids.company,
      requirementType: 'beneficial_ownership_filing',
      dueDate: '2020-01-31',
    });
    await page.request.delete(
      `/api/entities/${await post('/api/entities', { type: 'company', name: 'Gone Co' })}`,
    );
  }

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    server = await startFreshServer();
    await seed(browser);
  });
  test.afterAll(async () => {
    await page?.context().close();
    await server?.stop();
  });

  // One test per route, with {name} standing for the id of the seeded record of that name.
  for (const route of [
    '/dashboard',
    '/companies',
    '/companies/create',
    '/companies/{company}',
    '/companies/{company}/edit',
    '/companies/{company}/compliance',
    '/companies/{trust}/compliance',
    '/trusts/{trust}/compliance',
    '/individuals',
    '/individuals/{person}',
    '/individuals/create',
    '/individuals/{person}/edit',
    '/trusts',
    '/trusts/{trust}',
    '/trusts/create',
    '/relationships',
    '/relationships/{relationship}',
    '/relationships/create',
    '/assets',
    '/assets/{asset}',
    '/deadlines',
    '/deadlines?view=list',
    '/assets/create',
    '/groups',
    '/groups/{group}',
    '/subscription/current-plan',
    '/subscription/upgrade',
    '/settings/account',
    '/settings/security',
    '/admin/users',
    '/admin/holiday-calendar',
    '/trash',
    '/audit-log',
    '/personal-data',
    '/import/bods',
    '/no-such-page-signed-in',
  ])
    test(`axe finds no violation on ${route}`, async () => {
      await expectNoViolations(
        page,
        route.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name])),
      );
    });

  test('the skip link is the first stop of the keyboard and moves focus to the main region', async () => {
    await page.goto('/companies');
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
      true,
    );
  });

  test('focus on Add Company survives the plan limit arriving after it', async () => {
    let releaseLimit = () => {};
    const limitHeld = new Promise<void>((resolve) => (releaseLimit = resolve));
    await page.route('**/api/entities/limit', async (route) => {
      await limitHeld;
      await route.continue();
    });
    try {
      await page.goto('/companies');
      const add = page.getByRole('link', { name: 'Add Company' });
      await add.focus();
      await expect(add).toBeFocused();
      const limitAnswered = page.waitForResponse('**/api/entities/limit');
      releaseLimit();
      await limitAnswered;
      await expect(add).toBeFocused();
    } finally {
      await page.unroute('**/api/entities/limit');
    }
  });

  test('dialogs opened from a button give focus back to it when they close', async () => {
    await page.goto('/groups');
    for (const [trigger, dialog] of [
      ['Edit Axe Group', 'dialog'],
      ['Delete Axe Group', 'alertdialog'],
    ] as const) {
      const button = page.getByRole('button', { name: trigger });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole(dialog)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole(dialog)).toBeHidden();
      await expect(button, `focus after closing ${trigger}`).toBeFocused();
    }
    await page.getByRole('button', { name: 'Edit Axe Group' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit Axe Group' })).toBeFocused();
    // The phone drawer opens from the top bar's menu button.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  test('the hierarchy tree moves with the arrow keys (WAI-ARIA tree pattern)', async () => {
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Hierarchy View' }).click();
    const tree = page.getByRole('tree', { name: 'Organization chart' });
    const item = (name: string) => tree.getByRole('treeitem', { name, exact: true }).first();
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.getAttribute('role') === 'treeitem' ? active.getAttribute('aria-label') : null;
      });
    await expect(item('Axe Mining')).toBeVisible();
    // One tab stop: the first item (the trust, then its founder's tree), selected.
    await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
    await tree.locator('[role="treeitem"][tabindex="0"]').focus();
    expect(await focused()).toBe('Axe Family Trust');
    await expect(item('Axe Family Trust')).toHaveAttribute('aria-selected', 'true');

    const press = async (key: string, expected: string) => {
      await page.keyboard.press(key);
      expect(await focused(), `after ${key}`).toBe(expected);
      await expect(item(expected)).toHaveAttribute('aria-selected', 'true');
      await expect(item(expected)).toHaveAttribute('tabindex', '0');
    };
    await press('ArrowDown', 'Lerato Axe');
    await expect(item('Axe Family Trust')).toHaveAttribute('aria-selected', 'false');
    await expect(item('Axe Family Trust')).toHaveAttribute('tabindex', '-1');
    // Left on an open parent collapses it, Right expands it, Right again goes to its first child.
    await press('ArrowLeft', 'Lerato Axe');
    await expect(item('Lerato Axe')).toHaveAttribute('aria-expanded', 'false');
    await expect(item('Axe Holdings')).toBeHidden();
    await press('ArrowRight', 'Lerato Axe');
    await expect(item('Lerato Axe')).toHaveAttribute('aria-expanded', 'true');
    await press('ArrowRight', 'Axe Holdings');
    await expect(item('Axe Holdings')).toHaveAttribute('aria-level', '2');
    await press('ArrowRight', 'Axe Mining');
    await expect(item('Axe Mining')).toHaveAttribute('aria-level', '3');
    // Left on a leaf goes to its parent; Home/End to the first and last visible items.
    await press('ArrowLeft', 'Axe Holdings');
    await press('ArrowUp', 'Lerato Axe');
    await press('End', 'Axe Mining');
    await press('ArrowDown', 'Axe Mining');
    await press('Home', 'Axe Family Trust');
    await press('ArrowUp', 'Axe Family Trust');
    // Tab leaves the tree: the tree is one stop.
    await page.keyboard.press('Tab');
    expect(await focused()).toBeNull();

    // Enter follows the item's link.
    await item('Lerato Axe').focus();
    await expect(item('Lerato Axe')).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/individuals/${ids.person}$`));
  });

  test('a limit button that is disabled is focusable and shows its tooltip on focus', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const full = await context.newPage();
    const register = await full.request.post('/api/register', {
      data: { username: `a11yfull${Date.now().toString(36)}`, password: 's3cret-pass' },
    });
    expect(register.status()).toBe(201);
    for (let n = 1; n <= 10; n++)
      expect(
        (await full.request.post('/api/entities', { data: { type: 'company', name: `Full ${n}` } })).status(),
      ).toBe(201);
    await full.goto('/companies');
    const add = full.getByRole('button', { name: 'Add Company' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    expect.soft(await violations(full), 'axe on /companies at the limit').toEqual([]);
    await add.focus();
    await expect(add).toBeFocused();
    const tooltip = full.getByRole('tooltip');
    await expect(tooltip).toContainText('10');
    await expect(add).toHaveAccessibleDescription(/10/);
    await full.keyboard.press('Enter');
    await expect(full).toHaveURL(/\/companies$/);
    await context.close();
  });
});
