import { csvToLines } from '../export/audit-export.csv';
import type { NumberedLine } from './verify-export';

/** The lines of an export file, CSV (its first row names the columns) or JSONL, each with its line number. */
export function readExportFile(text: string): NumberedLine[] {
  if (text.startsWith('kind,')) return csvToLines(text);
  return text.split(/\r?\n/).flatMap((raw, i) => {
    if (raw.trim() === '') return [];
    try {
      return [{ line: i + 1, value: JSON.parse(raw) as unknown }];
    } catch {
      return [{ line: i + 1, value: { kind: 'not JSON' } }];
    }
  });
}
