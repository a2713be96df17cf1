import { strFromU8, unzipSync } from 'fflate';

/** Excel's built-in percentage formats: `0%` and `0.00%`. */
const BUILT_IN_PERCENT_FORMATS = new Set(['9', '10']);

const attributesOf = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([\w:]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));

/** A format code shows a percentage when it holds `%` outside quoted text and escaped characters. */
const isPercentCode = (code: string): boolean =>
  code
    .replace(/&quot;/g, '"')
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .includes('%');

/** Per cell style (`<c s>`, the index into `cellXfs`): whether it shows its number as a percentage. */
export function percentStyles(stylesXml: string): boolean[] {
  const custom = new Set(
    [...stylesXml.matchAll(/<numFmt\b[^>]*>/g)]
      .map((match) => attributesOf(match[0]))
      .filter((format) => isPercentCode(format.formatCode ?? ''))
      .map((format) => format.numFmtId),
  );
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)?.[1] ?? '';
  return [...cellXfs.matchAll(/<xf\b[^>]*>/g)].map((match) => {
    const id = attributesOf(match[0]).numFmtId ?? '0';
    return BUILT_IN_PERCENT_FORMATS.has(id) || custom.has(id);
  });
}

/** `C12` -> [11, 2]: zero-based row and column, as read-excel-file lays out a sheet's data from A1. */
function cellIndex(reference: string): [number, number] | null {
  const match = /^([A-Z]+)(\d+)$/.exec(reference);
  if (!match) return null;
  const column = [...match[1]].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
  return [Number(match[2]) - 1, column - 1];
}

/** Each percentage cell as the number it shows: 0.4 shown as 40% reads 40 (rounded to 15 digits, not 40.000000000000006). */
export function asShownPercentages(
  workbook: { sheet: string; data: unknown[][] }[],
  percentCells: Map<string, [number, number][]>,
): void {
  for (const { sheet, data } of workbook)
    for (const [row, column] of percentCells.get(sheet) ?? []) {
      const value = data[row]?.[column];
      if (typeof value === 'number') data[row][column] = Number((value * 100).toPrecision(15));
    }
}

/**
 * The numeric cells of each sheet (by name) shown as a percentage: Excel keeps `40%` as 0.4, and read-excel-file
 * gives the stored number. Read from the workbook's own XML (styles, then each sheet's `<c r s t>` tags).
 */
export function percentCellsBySheet(bytes: Uint8Array): Map<string, [number, number][]> {
  const files = unzipSync(bytes, {
    filter: (file) => file.name.startsWith('xl/') && /\.(xml|rels)$/.test(file.name),
  });
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const styles = percentStyles(text('xl/styles.xml'));
  const cells = new Map<string, [number, number][]>();
  if (!styles.some(Boolean)) return cells;
  const targets = new Map(
    [...text('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\b[^>]*>/g)].map((match) => {
      const { Id, Target } = attributesOf(match[0]);
      return [Id, Target?.startsWith('/') ? Target.slice(1) : `xl/${Target}`];
    }),
  );
  for (const match of text('xl/workbook.xml').matchAll(/<sheet\b[^>]*>/g)) {
    const sheet = attributesOf(match[0]);
    const path = targets.get(sheet['r:id']);
    if (!path) continue;
    const shown: [number, number][] = [];
    for (const tag of text(path).matchAll(/<c\b[^>]*>/g)) {
      const { r, s, t } = attributesOf(tag[0]);
      const index = r && (t === undefined || t === 'n') && styles[Number(s ?? 0)] ? cellIndex(r) : null;
      if (index) shown.push(index);
    }
    if (shown.length) cells.set(unescapeXml(sheet.name ?? ''), shown);
  }
  return cells;
}

const unescapeXml = (value: string): string =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
