import { test as base, expect, type Page } from '@playwright/test';
import { startFreshServer } from './fresh-server';
import { seedAccount, type ScalePlan, type SeededAccount } from './seed-register';

/** A few thousand entities (the browser specs): enough to page, sort, search and filter for real. */
export const SCALE_PLAN: ScalePlan = {
  companies: 1500,
  individuals: 600,
  trusts: 300,
  groupMembers: 40,
  relationships: 120,
  compliantTrusts: 12,
  assets: 60,
};

/**
 * `scale`: one seeded account on a server of its own, shared by every test of the worker; `baseURL` points
 * the pages at that server. Seeding goes through the REST API, so it takes a while: the fixture's timeout
 * is its own.
 */
export const test = base.extend<object, { scale: SeededAccount & { baseURL: string } }>({
  scale: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startFreshServer();
      try {
        const account = await seedAccount(server.baseURL, SCALE_PLAN);
        await use({ ...account, baseURL: server.baseURL });
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ scale }, use) => use(scale.baseURL),
});

export { expect };

/** Signs the page in as the seeded user (the page's request context shares its cookies). */
export async function signIn(page: Page, account: SeededAccount): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { username: account.username, password: account.password },
  });
  expect(response.ok()).toBe(true);
}
