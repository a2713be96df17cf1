import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

/**
 * A new user registered through the API in a browser context of their own on `baseURL` (a fresh server's
 * first user is its administrator); the context is pushed to `contexts` for the spec to close.
 */
export async function signUpInContext(
  browser: Browser,
  baseURL: string,
  prefix: string,
  contexts: BrowserContext[],
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  const page = await context.newPage();
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const response = await page.request.post('/api/register', { data: { username, password: 's3cret-pass' } });
  expect(response.status(), await response.text()).toBe(201);
  return page;
}
