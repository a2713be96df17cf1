import { expect, type Page } from '@playwright/test';

const pdf = (title: string) => Buffer.from(`%PDF-1.4\n% ${title}\ntrailer << >>\n%%EOF\n`);

/** Files a small PDF named `name` with the entity through the API (evidence for an ownership change). */
export async function uploadPdf(page: Page, entityId: number, name: string): Promise<number> {
  const uploaded = await page.request.post(`/api/entities/${entityId}/files`, {
    multipart: { documentType: 'other', file: { name, mimeType: 'application/pdf', buffer: pdf(name) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return ((await uploaded.json()) as { id: number }).id;
}
