import type { ImportKind } from '@ledgerline/contracts';
import Papa from 'papaparse';
import { DomainError } from '../../shared/domain-error';
import { columnFor, IMPORT_COLUMNS, kindNamed } from './import-columns';
import { asShownPercentages, percentCellsBySheet } from './xlsx-percent-cells';

/** One data row: its spreadsheet row number (the header is row 1) and its cells by field. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

export interface ParsedSheet {
  kind: ImportKind;
  /** The field -> header the file used, so problems name the column as the user wrote it. */
  headers: Record<string, string>;
  rows: SheetRow[];
}

/** Up to 10 MiB, like a BODS upload: a 10,000-row sheet is ~2 MiB. */
export const MAX_SPREADSHEET_BYTES = 10 * 1024 * 1024;

export const badFile = (message: string, code = 'IMPORT.BAD_FILE'): DomainError =>
  new DomainError('invalid', code, message, [{ field: 'file', message }]);

const ZIP_MAGIC = 'PK\u0003\u0004';

export type SpreadsheetFormat = 'csv' | 'xlsx';

/** The file's format by its content (an .xlsx is a zip), then its name; anything else is refused. */
export function formatOf(name: string, bytes: Buffer): SpreadsheetFormat {
  if (bytes.subarray(0, 4).toString('latin1') === ZIP_MAGIC) return 'xlsx';
  if (/\.xlsx$/i.test(name)) throw badFile('The file is named .xlsx but is not an Excel workbook');
  if (bytes.includes(0)) throw badFile('The file is neither CSV nor an Excel (.xlsx) workbook');
  if (!/\.(csv|txt)$/i.test(name) && name.includes('.'))
    throw badFile('Upload a CSV (.csv) or Excel (.xlsx) file');
  return 'csv';
}

/** The apostrophe our CSV exports put before `= + - @` so spreadsheets do not run the cell as a formula. */
const FORMULA_GUARD = /^'(?=[=+\-@])/;

/**
 * A cell as text: Excel days as YYYY-MM-DD (read-excel-file gives them as UTC midnights), numbers as written
 * (percentages as shown: see asShownPercentages),
 * and without our exports' formula guard, so an export imports back as the names it holds.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value).trim().replace(FORMULA_GUARD, '');
}

function sheetOf(kind: ImportKind, table: unknown[][]): ParsedSheet | null {
  const headerIndex = table.findIndex((cells) => cells.some((cell) => cellText(cell) !== ''));
  if (headerIndex < 0) return null;
  const headers: Record<string, string> = {};
  const fieldAt: (string | null)[] = table[headerIndex].map((cell) => {
    const header = cellText(cell);
    const field = header ? (columnFor(kind, header)?.field ?? null) : null;
    if (field && !(field in headers)) headers[field] = header;
    return field;
  });
  const missing = IMPORT_COLUMNS[kind].filter((column) => column.required && !(column.field! in headers));
  if (missing.length)
    throw badFile(
      `The ${kind} sheet is missing the column${missing.length > 1 ? 's' : ''} ` +
        `${missing.map((column) => `"${column.header}"`).join(', ')}; download the template for its columns`,
      'IMPORT.MISSING_COLUMNS',
    );
  const rows: SheetRow[] = [];
  for (let index = headerIndex + 1; index < table.length; index++) {
    const cells: Record<string, string> = {};
    let filled = false;
    table[index].forEach((cell, at) => {
      const field = fieldAt[at];
      const text = cellText(cell);
      if (field && text) {
        cells[field] = text;
        filled = true;
      }
    });
    if (filled) rows.push({ row: index + 1, cells });
  }
  return { kind, headers, rows };
}

function parseCsv(bytes: Buffer): unknown[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw badFile(`The CSV file could not be read: ${fatal.message} (row ${(fatal.row ?? 0) + 1})`);
  return parsed.data;
}

/**
 * The sheets of a file for an import of `kind`: a CSV is one sheet of that kind; a workbook gives the sheets named
 * after a kind (Companies, Individuals, Trusts, Relationships, Assets), or its first sheet as `kind`.
 */
export async function readSpreadsheet(kind: ImportKind, name: string, bytes: Buffer): Promise<ParsedSheet[]> {
  if (bytes.length === 0) throw badFile('The file is empty', 'IMPORT.EMPTY_FILE');
  const format = formatOf(name, bytes);
  let tables: { kind: ImportKind; table: unknown[][] }[];
  if (format === 'csv') tables = [{ kind, table: parseCsv(bytes) }];
  else {
    let workbook: { sheet: string; data: unknown[][] }[];
    try {
      // Loaded at the first workbook rather than at startup (cold start).
      const { default: readXlsxFile } = await import('read-excel-file/node');
      workbook = await readXlsxFile(bytes);
      // A cell formatted as a percentage holds 0.4 for the 40% the user sees and means.
      asShownPercentages(workbook, percentCellsBySheet(bytes));
    } catch {
      throw badFile('The file is not a readable Excel (.xlsx) workbook');
    }
    const named = workbook.flatMap((sheet) => {
      const sheetKind = kindNamed(sheet.sheet);
      return sheetKind ? [{ kind: sheetKind, table: sheet.data }] : [];
    });
    tables = named.some((sheet) => sheet.kind === kind)
      ? named
      : [{ kind, table: workbook[0]?.data ?? [] }, ...named.filter((sheet) => sheet.kind !== kind)];
  }
  const sheets = tables.flatMap(({ kind: sheetKind, table }) => sheetOf(sheetKind, table) ?? []);
  if (!sheets.some((sheet) => sheet.rows.length))
    throw badFile('The file holds no rows to import', 'IMPORT.EMPTY_FILE');
  return sheets;
}
