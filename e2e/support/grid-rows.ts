import type { Page } from '@playwright/test';

/** The values of one column in the grid's row order (AG Grid positions rows, so the DOM order may differ). */
export function columnValues(page: Page, grid: string, colId = 'name'): Promise<string[]> {
  return page
    .getByRole('region', { name: grid })
    .locator('.ag-row[row-index]')
    .evaluateAll(
      (rows, column) =>
        rows
          .map((row) => ({
            index: Number(row.getAttribute('row-index')),
            text: row.querySelector(`[col-id="${column}"]`)?.textContent?.trim() ?? '',
          }))
          .sort((a, b) => a.index - b.index)
          .map((row) => row.text),
      colId,
    );
}

export const numbered = (prefix: string, from: number, to: number, step = 1): string[] =>
  Array.from(
    { length: Math.floor((to - from) / step) + 1 },
    (_, index) => `${prefix} ${from + index * step}`,
  );
