import { expect, test, type Page } from '@playwright/test';
import { MAIN_PAGES, pagePath, seedMainPages, walkTabs, type MainPageIds } from './support/seed-main-pages';

/**
 * At a 1440x900 desktop no grid header is cut off ("Relationship T...", "Complian..."): every header's text
 * fits its cell on the dashboard, each list and each detail page, on every tab.
 */
test.use({ viewport: { width: 1440, height: 900 } });

/** The headers whose text is wider than the room it is given, as "label (text px > room px)". */
const truncatedHeaders = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.ag-header-cell-text'))
      .filter((text) => text.offsetParent !== null && text.scrollWidth > text.clientWidth)
      .map((text) => `${text.textContent ?? ''} (${text.scrollWidth}px > ${text.clientWidth}px)`),
  );

test.describe('grid headers at 1440 px', () => {
  let page: Page;
  let ids: MainPageIds;

  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    ids = await seedMainPages(page, 'headers');
  });
  test.afterAll(async () => page?.context().close());

  for (const route of MAIN_PAGES)
    test(`no header is truncated on ${route}`, async () => {
      await walkTabs(page, pagePath(route, ids), async (where) => {
        expect.soft(await truncatedHeaders(page), `headers on ${where}`).toEqual([]);
      });
    });
});
