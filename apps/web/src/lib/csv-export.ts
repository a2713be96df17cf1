import type { ColDef } from 'ag-grid-community';
import { saveBlob } from './download-export';

type CellParams<Row> = { data: Row; value?: unknown };

function cellValue<Row>(column: ColDef<Row>, row: Row): unknown {
  if (typeof column.valueGetter === 'function')
    return (column.valueGetter as unknown as (params: CellParams<Row>) => unknown)({ data: row });
  if (!column.field) return undefined;
  return String(column.field)
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], row);
}

function exportedValue<Row>(column: ColDef<Row>, row: Row): unknown {
  const value = cellValue(column, row);
  if (typeof column.valueFormatter !== 'function' || column.useValueFormatterForExport === false)
    return value;
  return (column.valueFormatter as unknown as (params: CellParams<Row>) => unknown)({ data: row, value });
}

const quote = (value: unknown) =>
  `"${(value === null || value === undefined ? '' : String(value)).replace(/"/g, '""')}"`;

const columnKey = <Row>(column: ColDef<Row>) => column.colId ?? (column.field ? String(column.field) : '');

/**
 * The grid's columns as CSV, as AG Grid's own export writes them (every value quoted, formatters applied
 * unless a column opts out). Server-paged grids hold one page, so the rows come from the list route instead.
 */
export function rowsToCsv<Row>(columns: ColDef<Row>[], rows: Row[], columnKeys?: readonly string[]): string {
  const exported = columns.filter((column) =>
    columnKeys
      ? columnKeys.includes(columnKey(column))
      : column.headerName && (column.field || column.valueGetter),
  );
  const lines = [exported.map((column) => quote(column.headerName ?? columnKey(column))).join(',')];
  for (const row of rows) lines.push(exported.map((column) => quote(exportedValue(column, row))).join(','));
  return lines.join('\r\n');
}

export function saveCsv(fileName: string, csv: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
