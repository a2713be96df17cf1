import type { Response } from 'express';
import { type Currency, type ExportFormat, formatMoney } from '@ledgerline/contracts';
import { fontFor } from '../../shared/pdf-fonts';
import { writeTexts } from '../../http/write-texts';
import { csvLine } from './csv';
import type { ExportColumn } from './export-columns';
import { exportDay } from './export-dates';

/** Pages of rows are written as they are read, so a large export never sits in memory whole. */
export type RowPages<T> = AsyncIterable<T[]>;

export interface ExportDocument<T> {
  format: ExportFormat;
  title: string;
  columns: ExportColumn<T>[];
  pages: RowPages<T>;
  /** The reader's zone, for the PDF's days; the moment the export was asked for. */
  timeZone: string;
  now: Date;
  /** The account's currency, for the PDF's amounts (rand unless told). */
  currency?: Currency;
}

export async function writeExport<T>(response: Response, document: ExportDocument<T>): Promise<void> {
  const { format, columns, pages } = document;
  if (format === 'pdf') return writePdf(response, document);
  // A page of rows is one text: the client's pace holds the next page back (write-texts.ts).
  async function* csv(): AsyncGenerator<string> {
    yield '\uFEFF' + csvLine(columns.map((c) => c.header));
    for await (const page of pages)
      yield page.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
  }
  async function* json(): AsyncGenerator<string> {
    yield '[';
    let first = true;
    for await (const page of pages)
      for (const row of page) {
        const object = Object.fromEntries(columns.map((c) => [c.header, c.value(row) ?? null]));
        yield (first ? '\n' : ',\n') + JSON.stringify(object);
        first = false;
      }
    yield '\n]\n';
  }
  await writeTexts(response, format === 'csv' ? csv() : json());
}

const MARGIN = 36;
const PADDING = 4;

/** A table whose cells wrap (a row is as tall as its tallest cell) and whose header starts every page. */
async function writePdf<T>(
  response: Response,
  { title, columns, pages, timeZone, now, currency }: ExportDocument<T>,
): Promise<void> {
  // Loaded at the first PDF rather than at startup (cold start).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN });
  doc.pipe(response);
  doc.fontSize(16).text(title).moveDown(0.5);
  doc
    .fontSize(8)
    .fillColor('#555')
    .text(`Generated ${exportDay(now.toISOString(), timeZone)}`)
    .moveDown();
  const totalWeight = columns.reduce((sum, c) => sum + (c.weight ?? 1), 0);
  const widths = columns.map((c) => ((doc.page.width - 2 * MARGIN) * (c.weight ?? 1)) / totalWeight);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const header = columns.map((c) => c.header);
  const line = (cells: string[], bold: boolean) => {
    doc.fontSize(8).fillColor('#000');
    const cellHeight = (cell: string, i: number) =>
      fontFor(doc, cell, bold).heightOfString(cell, { width: widths[i] - PADDING });
    const height = Math.max(...cells.map(cellHeight)) + PADDING;
    if (!bold && doc.y + height > doc.page.height - MARGIN) {
      doc.addPage();
      line(header, true);
    }
    const y = doc.y;
    cells.forEach((cell, i) =>
      fontFor(doc, cell, bold).text(cell, lefts[i], y, { width: widths[i] - PADDING }),
    );
    doc.x = MARGIN;
    doc.y = y + height;
  };
  const cellText = (column: ExportColumn<T>, row: T) => {
    const value = column.value(row);
    if (column.money) return formatMoney(value as number | null, currency) ?? '';
    return column.date ? exportDay(value, timeZone) : String(value ?? '');
  };
  line(header, true);
  for await (const page of pages)
    for (const row of page)
      line(
        columns.map((c) => cellText(c, row)),
        false,
      );
  doc.end();
  await new Promise<void>((resolve) => response.on('finish', () => resolve()));
}
