import type { LoadResult } from './load';
import type { MeasuredRow } from './measure-request';
import { thousands } from './progress-line';
import { TARGETS } from './reads-options';

const ms = (value: number): string =>
  Number.isNaN(value)
    ? '-'
    : value < 10
      ? value.toFixed(2)
      : value < 1000
        ? value.toFixed(1)
        : thousands(value);
const rate = (value: number): string =>
  value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : thousands(value);
const non2xx = (result: LoadResult): string => {
  const codes = [...result.statuses.keys()].filter((s) => s < 200 || s >= 300);
  return result.non2xx === 0 ? '0' : `${thousands(result.non2xx)} (${codes.join(',')})`;
};

const COLUMNS: [string, number][] = [
  ['request', -48],
  ['clients', 7],
  ['p50 ms', 9],
  ['p99 ms', 9],
  ['req/s', 8],
  ['bytes/answer', 13],
  ['non-2xx', 13],
  ['errors', 7],
  ['baseline req/s', 15],
  ['ratio', 8],
  ['RSS MB', 7],
  ['target: p99', 22],
];
const line = (cells: string[]): string =>
  cells
    .map((cell, i) => (COLUMNS[i][1] < 0 ? cell.padEnd(-COLUMNS[i][1]) : cell.padStart(COLUMNS[i][1])))
    .join(' ');

export const tableHeader = (): string => line(COLUMNS.map(([title]) => title));

/** Whether the row meets its p99 target; null when the route answered nothing but errors or non-2xx. */
export function targetMet(row: MeasuredRow): boolean | null {
  const { product } = row;
  if (product.requests === 0 || product.non2xx === product.requests) return null;
  const limit = row.clients === 1 ? TARGETS.p99OneClientMs : TARGETS.p99ManyClientsMs;
  return product.errors === 0 && product.non2xx === 0 && product.p99Ms <= limit;
}

export function formatRow(row: MeasuredRow, first: boolean): string {
  const { product, baseline } = row;
  const limit = row.clients === 1 ? TARGETS.p99OneClientMs : TARGETS.p99ManyClientsMs;
  const met = targetMet(row);
  const verdict = met === null ? 'not served' : met ? 'met' : 'MISSED';
  return line([
    first ? `GET ${row.path}` : '',
    String(row.clients),
    ms(product.p50Ms),
    ms(product.p99Ms),
    rate(product.perSecond),
    thousands(product.meanBytes),
    non2xx(product),
    thousands(product.errors),
    rate(baseline.perSecond),
    baseline.perSecond > 0 ? (product.perSecond / baseline.perSecond).toPrecision(2) : '-',
    thousands(row.rssPeakMb),
    `<= ${limit} ms: ${verdict}`,
  ]);
}

/** Notes under a row: the first error, and runs that had to wait for slow answers past the deadline. */
export function rowNotes(row: MeasuredRow, seconds: number): string[] {
  const notes: string[] = [];
  if (row.product.firstError) notes.push(`    errors: ${row.product.firstError}`);
  if (row.product.elapsedSeconds > seconds * 1.5)
    notes.push(
      `    the last answers came ${row.product.elapsedSeconds.toFixed(1)} s after the first request (${thousands(row.product.requests)} answers in all)`,
    );
  return notes;
}

export function summary(rows: MeasuredRow[], peakRssMb: number): string[] {
  const judged = rows.map(targetMet);
  const met = judged.filter((m) => m === true).length;
  const notServed = judged.filter((m) => m === null).length;
  return [
    `API peak RSS (VmHWM over the process's life, and the highest 100 ms sample): ${thousands(peakRssMb)} MB; target < ${TARGETS.peakRssMb} MB: ${peakRssMb < TARGETS.peakRssMb ? 'met' : 'MISSED'}`,
    `Latency targets met: ${met} of ${rows.length} rows${notServed ? ` (${notServed} not served: the route or parameter does not exist yet)` : ''}`,
  ];
}
