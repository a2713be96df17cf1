import type { Page } from '@playwright/test';

/** Opens the labelled select or picker and clicks the option with exactly this name. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
