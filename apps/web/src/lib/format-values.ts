import { percentText } from '@ledgerline/contracts';
import { humanize } from './humanize';

/** 'real_estate' -> 'Real Estate'; N/A when absent. */
export function humanizeCode(value: string | null | undefined): string {
  return value ? humanize(value) : 'N/A';
}

/** An ownership percentage such as '25%' or '4.9999%' (every stored decimal, docs/decisions/0072); '-' when absent. */
export function formatPercent(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? percentText(number) : '-';
}

/** Rows whose name contains the search text, case-insensitively. */
export function matchesSearch(text: string | null | undefined, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || (text ?? '').toLowerCase().includes(needle);
}
