import type { ImportFormat, ImportKind } from '@ledgerline/contracts';
import { csvLine } from '../../exports/csv';
import { IMPORT_COLUMNS } from '../import-columns';

const sheetName = (kind: ImportKind) => kind[0].toUpperCase() + kind.slice(1);

/** A template is the kind's header row: the export's columns, then the register fields the export leaves out. */
export async function importTemplate(kind: ImportKind, format: ImportFormat): Promise<Buffer> {
  const headers = IMPORT_COLUMNS[kind].map((column) => column.header);
  if (format === 'csv') return Buffer.from(`\uFEFF${csvLine(headers)}`, 'utf8');
  // Loaded at the first workbook rather than at startup (cold start).
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile([headers.map((header) => ({ value: header, fontWeight: 'bold' as const }))], {
    sheet: sheetName(kind),
    columns: headers.map((header) => ({ width: Math.max(12, header.length + 4) })),
    stickyRowsCount: 1,
  }).toBuffer();
}

export const templateContentType = (format: ImportFormat): string =>
  format === 'csv'
    ? 'text/csv; charset=utf-8'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
