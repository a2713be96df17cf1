import { expect, type Page } from '@playwright/test';
import { register } from './register-in-browser';

/** Records made through the API with the page's session cookies, to keep a browser story short. */
export interface Created {
  id: number;
  name: string;
}

export const uniqueSuffix = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Registers a new user named `{prefix}{suffix}` in the browser; the suffix keeps the spec's names unique. */
export async function registerFresh(page: Page, prefix: string): Promise<string> {
  const suffix = uniqueSuffix();
  await register(page, `${prefix}${suffix}`);
  return suffix;
}

export async function createEntity(page: Page, body: Record<string, unknown>): Promise<Created> {
  const response = await page.request.post('/api/entities', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as Created;
}

/** A relationship between two records; `percentage` for the types that carry one. Answers its id. */
export async function relate(
  page: Page,
  sourceEntityId: number,
  targetEntityId: number,
  type: string,
  percentage?: string,
): Promise<number> {
  const response = await page.request.post('/api/relationships', {
    data: { sourceEntityId, targetEntityId, type, ownershipPercentage: percentage ?? null },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
