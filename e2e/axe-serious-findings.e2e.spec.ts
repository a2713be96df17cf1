import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MAIN_PAGES, pagePath, seedMainPages, walkTabs, type MainPageIds } from './support/seed-main-pages';

/**
 * Two serious axe findings the default scan misses: the amber "Due Soon" count only shows with a filing due
 * soon (color-contrast), and label-content-name-mismatch is an experimental rule axe runs only when named.
 */
async function ruleViolations(page: Page, rule: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules([rule]).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`),
  );
}

test.describe('serious axe findings', () => {
  let page: Page;
  let ids: MainPageIds;

  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    ids = await seedMainPages(page, 'axenames');
  });
  test.afterAll(async () => page?.context().close());

  test('the Due Soon card and the filing due soon have a 4.5:1 contrast', async () => {
    await page.goto(pagePath('/companies/{company}/compliance', ids));
    await expect(page.getByText('1 Due Soon')).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await ruleViolations(page, 'color-contrast')).toEqual([]);
  });

  for (const route of MAIN_PAGES)
    test(`every accessible name holds its visible label on ${route}`, async () => {
      await walkTabs(page, pagePath(route, ids), async (where) => {
        expect.soft(await ruleViolations(page, 'label-content-name-mismatch'), where).toEqual([]);
      });
    });
});
