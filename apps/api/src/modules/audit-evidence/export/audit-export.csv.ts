import { csvLine } from '../../exports/csv';
import type { ExportLine } from '../audit-export-lines';

/**
 * One row per line of the export, the same fields as the JSONL: an event's data and metadata as JSON in their
 * cell, the header, each holder's record and the signed manifest whole as JSON in the `json` column.
 */
export const CSV_COLUMNS = [
  'kind',
  'position',
  'eventId',
  'recordedAt',
  'streamName',
  'streamRevision',
  'type',
  'data',
  'metadata',
  'digest',
  'previousHash',
  'hash',
  'sequence',
  'accountId',
  'keyId',
  'signedAt',
  'reason',
  'signature',
  'id',
  'algorithm',
  'publicKeyPem',
  'validFrom',
  'validTo',
  'json',
] as const;

const JSON_CELLS = new Set(['data', 'metadata', 'streamRevision', 'sequence', 'validTo']);
/** Lines kept whole, as JSON in the `json` column: a holder's record too (version 4). */
const WHOLE = new Set(['header', 'manifest', 'holder']);

export const csvHeaderRow = (): string => csvLine([...CSV_COLUMNS]);

export function csvRow(line: ExportLine): string {
  const fields = line as unknown as Record<string, unknown>;
  const cells = CSV_COLUMNS.map((column) => {
    if (column === 'kind') return line.kind;
    if (column === 'json') return WHOLE.has(line.kind) ? JSON.stringify(line) : '';
    if (WHOLE.has(line.kind)) return '';
    if (column === 'eventId' || column === 'recordedAt')
      return line.kind === 'event' ? line.metadata[column] : '';
    const value = fields[column];
    if (value === undefined) return '';
    return JSON_CELLS.has(column) ? JSON.stringify(value) : value;
  });
  // csvLine guards cells starting with = + - @ against formulas (a PEM, a signature); unguarded on reading.
  return csvLine(cells);
}

/** RFC 4180 rows, each numbered as a spreadsheet shows it (the column names are row 1; a key's PEM spans lines). */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      cells.push(cell);
      if (cells.some((c) => c !== '')) rows.push({ line: rows.length + 1, cells });
      cells = [];
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  if (cells.some((c) => c !== '')) rows.push({ line: rows.length + 1, cells });
  return rows;
}

/** The export's lines back from its CSV; a cell that is not what its column holds is left for the check. */
export function csvToLines(text: string): { line: number; value: unknown }[] {
  const [head, ...rows] = parseCsv(text);
  const columns = head?.cells ?? [];
  return rows.map(({ line, cells }) => {
    const cell = (name: string) => cells[columns.indexOf(name)] ?? '';
    if (WHOLE.has(cell('kind'))) return { line, value: readJson(cell('json')) };
    const value: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      const text = unguarded(cells[i] ?? '');
      if (text === '' || column === 'eventId' || column === 'recordedAt' || column === 'json') return;
      value[column] = JSON_CELLS.has(column) ? readJson(text) : text;
    });
    if (value.kind === 'key' && !('validTo' in value)) value.validTo = null;
    if (['event', 'link', 'legacy'].includes(String(value.kind)) && !('previousHash' in value))
      value.previousHash = ''; // the first link of the log follows the empty genesis hash
    const metadata = value.metadata as Record<string, unknown> | undefined;
    // A readable column that no longer says what the hashed metadata says is an altered row: its content
    // then no longer matches its digest, which the check reports on this line.
    for (const shown of ['eventId', 'recordedAt'])
      if (metadata && cell(shown) !== String(metadata[shown] ?? '')) metadata[shown] = cell(shown);
    return { line, value };
  });
}

/** csvCell's formula guard undone: our cells never start with a quote of their own. */
const unguarded = (text: string): string => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};
