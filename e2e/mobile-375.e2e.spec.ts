import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { register } from './support/register-in-browser';

/**
 * At 375 px no page scrolls sideways (tables scroll inside their cards), and the dashboard's
 * network and the trust organogram offer a list view. The signed-in walk runs on a server of its own, so its
 * first user is the admin who may open /admin/users.
 */

const WIDTH = 375;
const viewport = { width: WIDTH, height: 812 };
test.use({ viewport });

/** Elements that reach past the viewport's right edge outside a container that scrolls or clips them. */
async function overflow(page: Page) {
  return page.evaluate((width) => {
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const { overflowX } = getComputedStyle(up);
        if (overflowX !== 'visible') return up.getBoundingClientRect().right <= width + 1;
      }
      return false;
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
      .filter(
        (element) =>
          !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 1,
      )
      .slice(0, 5)
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className.slice(0, 80) : '';
        const right = Math.round(element.getBoundingClientRect().right);
        return `<${element.tagName.toLowerCase()} class="${classes}"> right ${right}: ${(element.textContent ?? '').slice(0, 40)}`;
      });
    return {
      document: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      offenders,
    };
  }, WIDTH);
}

async function expectFits(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const measured = await overflow(page);
  expect
    .soft(
      { where, document: measured.document, body: measured.body },
      `${where} is wider than ${WIDTH} px: ${measured.offenders.join(' | ')}`,
    )
    .toEqual({ where, document: Math.min(measured.document, WIDTH), body: Math.min(measured.body, WIDTH) });
}

/** The route, then each tab of its page in turn (a tab that navigates elsewhere is measured there). */
async function expectNoSidewaysScroll(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const open = async () => {
    await page.goto(path);
    await ready(page);
  };
  await open();
  await expectFits(page, path);
  const tabs = page.getByRole('main').getByRole('tab');
  const names = await tabs.allTextContents();
  for (const [index, name] of names.entries()) {
    if (index === 0) continue;
    if (new URL(page.url()).pathname !== path) await open();
    await tabs.nth(index).click();
    await expectFits(page, `${path} (${name} tab)`);
  }
}

/** A table or grid wider than its card scrolls inside it: its scroller is wider inside than outside. */
async function expectScrollsInside(scroller: Locator) {
  const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(clientWidth).toBeLessThanOrEqual(WIDTH);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect.soft(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

test('signed out: the landing page, the auth page and a 404 fit 375 px', async ({ page }) => {
  await expectNoSidewaysScroll(page, '/', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await expectNoSidewaysScroll(page, '/auth', async (p) => {
    await expect(p.getByRole('tab', { name: 'Register' })).toBeVisible();
  });
  await expectNoSidewaysScroll(page, '/no-such-page-at-all', async (p) => {
    await expect(p.getByText(/not found/i).first()).toBeVisible();
  });
});

test.describe('signed in', () => {
  let server: FreshServer;
  test.beforeAll(async () => {
    server = await startFreshServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function signedIn(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport });
    const page = await context.newPage();
    await register(page, `mobile${Date.now().toString(36)}`);
    return page;
  }

  async function post(page: Page, url: string, data?: unknown): Promise<number> {
    const response = await page.request.post(url, { data });
    expect(response.status(), `POST ${url}: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  test('every route fits 375 px with records shown', async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await signedIn(browser);
    const longName = 'Umhlanga Rocks Consolidated Property Investment Holdings (Proprietary) Limited';
    const company = await post(page, '/api/entities', {
      type: 'company',
      name: longName,
      registrationNumber: '2019/123456/07',
      industry: 'Commercial property investment and development',
    });
    const person = await post(page, '/api/entities', {
      type: 'individual',
      name: 'Nomvula Thandiwe Dlamini-Van der Merwe',
      email: 'nomvula.thandiwe.dlamini.vandermerwe@ledgerline-example.co.za',
    });
    const trust = await post(page, '/api/entities', {
      type: 'trust',
      name: 'Dlamini-Van der Merwe Family Heritage Trust',
      trustType: 'family',
    });
    const relationship = await post(page, '/api/relationships', {
      sourceEntityId: person,
      targetEntityId: company,
      type: 'shareholder',
      ownershipPercentage: '60',
    });
    for (const type of ['founder', 'trustee', 'beneficiary'])
      await post(page, '/api/relationships', { sourceEntityId: person, targetEntityId: trust, type });
    await post(page, '/api/relationships', {
      sourceEntityId: trust,
      targetEntityId: company,
      type: 'shareholder',
      ownershipPercentage: '40',
    });
    const asset = await post(page, '/api/assets', {
      name: 'Erf 1234 Umhlanga Ridge Commercial Office Park',
      type: 'real_estate',
      ownerEntityId: company,
    });
    const group = await post(page, '/api/groups', { name: 'KwaZulu-Natal Property Portfolio Group' });
    await page.request.post(`/api/groups/${group}/entities/${company}`);
    for (const entityId of [company, trust])
      await post(page, '/api/compliance/filing-requirements', {
        entityId,
        requirementType: 'beneficial_ownership_filing',
        dueDate: '2020-01-31',
        notes: 'Overdue beneficial ownership filing with a long note that must wrap on a phone screen',
      });
    // Due this month, so the Deadlines calendar (its default view) shows them as chips in its day cells
    for (const entityId of [company, trust, person])
      await post(page, '/api/compliance/filing-requirements', {
        entityId,
        requirementType: 'annual_return',
        dueDate: new Date().toISOString().slice(0, 10),
      });
    await page.request.delete(
      `/api/entities/${await post(page, '/api/entities', { type: 'company', name: 'Deleted Dormant Co' })}`,
    );

    const routes: [string, (page: Page) => Promise<void>][] = [
      ['/dashboard', heading('Dashboard')],
      ['/companies', heading('Companies')],
      ['/companies/create', heading(/company/i)],
      [`/companies/${company}`, heading(longName)],
      [`/companies/${company}/compliance`, heading(/compliance/i)],
      [`/companies/${trust}/compliance`, heading(/compliance/i)],
      [`/trusts/${trust}/compliance`, heading(/compliance/i)],
      ['/individuals', heading('Individuals')],
      [`/individuals/${person}`, heading(/Nomvula/)],
      ['/trusts', heading('Trusts')],
      [`/trusts/${trust}`, heading(/Heritage Trust/)],
      ['/relationships', heading('Relationships')],
      [`/relationships/${relationship}`, heading(/relationship/i)],
      ['/assets', heading('Assets')],
      [`/assets/${asset}`, heading(/Erf 1234/)],
      ['/deadlines', heading('Deadlines')],
      ['/groups', heading('Groups')],
      [`/groups/${group}`, heading(/Portfolio Group/)],
      ['/subscription/current-plan', heading('Your Subscription')],
      ['/subscription/upgrade', heading(/Plans/)],
      ['/settings/security', heading(/security|settings/i)],
      ['/admin/users', heading('User Management')],
      ['/trash', heading(/trash/i)],
      ['/audit-log', heading('Audit log')],
      ['/personal-data', heading('Personal data')],
      ['/import/bods', heading('Import BODS')],
      ['/settings/account', heading(/account|settings/i)],
    ];
    for (const [path, ready] of routes) await expectNoSidewaysScroll(page, path, ready);

    await test.step('the drawer opens within the screen', async () => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: 'Companies' })).toBeVisible();
      await expectFits(page, '/dashboard (drawer open)');
      await page.keyboard.press('Escape');
    });

    await test.step('tables scroll inside their cards', async () => {
      await page.goto('/companies');
      await expect(page.getByRole('region', { name: 'Companies' }).getByText(longName)).toBeVisible();
      await expectScrollsInside(page.locator('.ag-body-horizontal-scroll-viewport').first());
      await page.goto(`/companies/${company}/compliance`);
      await page.getByRole('tab', { name: 'Filing Requirements' }).click();
      const filings = page.getByRole('tabpanel').locator('table').first();
      await expect(filings).toBeVisible();
      await expectScrollsInside(filings.locator('xpath=..'));
    });

    await test.step('the network chart opens as a list, and the chart is one tap away', async () => {
      await page.goto('/dashboard');
      const card = page.getByRole('region', { name: 'Ownership Structure' });
      const toggle = card.getByRole('group', { name: 'Ownership Structure view' });
      await expect(toggle.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
      const row = card.getByRole('row').filter({ hasText: 'Nomvula' }).filter({ hasText: 'Shareholder' });
      await expect(row.first()).toBeVisible();
      await expect(card.locator('canvas')).toHaveCount(0);
      await toggle.getByRole('button', { name: 'Chart' }).click();
      await expect(card.locator('canvas').first()).toBeVisible();
      await expectFits(page, '/dashboard (network chart)');
    });

    await test.step('the trust organogram opens as a list of parties by role', async () => {
      await page.goto(`/companies/${trust}/compliance`);
      const list = page.getByTestId('trust-organogram-list');
      await expect(list.getByRole('list', { name: 'Founder / Settlor' })).toContainText('Nomvula');
      await expect(list.getByRole('list', { name: 'Holding' })).toContainText('Umhlanga Rocks');
      await page
        .getByRole('group', { name: 'Organogram view' })
        .getByRole('button', { name: 'Chart' })
        .click();
      await expect(page.getByTestId('trust-organogram')).toBeVisible();
      await expectFits(page, `/companies/${trust}/compliance (organogram chart)`);
    });
    await page.context().close();
  });
});
