import PDFDocument from 'pdfkit';
import type { Response } from 'express';
import type { ExportFormat } from '@ledgerline/contracts';
import { csvLine } from './csv';
import type { ExportColumn } from './export-columns';

/** Pages of rows are written as they are read, so a large export never sits in memory whole. */
export type RowPages<T> = AsyncIterable<T[]>;

export async function writeExport<T>(
  response: Response,
  format: ExportFormat,
  title: string,
  columns: ExportColumn<T>[],
  pages: RowPages<T>,
): Promise<void> {
  if (format === 'csv') {
    response.write('\uFEFF' + csvLine(columns.map((c) => c.header)));
    for await (const page of pages)
      for (const row of page) response.write(csvLine(columns.map((c) => c.value(row))));
    response.end();
  } else if (format === 'json') {
    response.write('[');
    let first = true;
    for await (const page of pages)
      for (const row of page) {
        response.write(
          (first ? '\n' : ',\n') +
            JSON.stringify(Object.fromEntries(columns.map((c) => [c.header, c.value(row) ?? null]))),
        );
        first = false;
      }
    response.end('\n]\n');
  } else {
    await writePdf(response, title, columns, pages);
  }
}

async function writePdf<T>(
  response: Response,
  title: string,
  columns: ExportColumn<T>[],
  pages: RowPages<T>,
): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36 });
  doc.pipe(response);
  doc.fontSize(16).text(title).moveDown(0.5);
  doc.fontSize(8).fillColor('#555').text(`Generated ${new Date().toISOString()}`).moveDown();
  const width = (doc.page.width - 72) / columns.length;
  const line = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor('#000');
    cells.forEach((cell, i) =>
      doc.text(cell, 36 + i * width, y, { width: width - 4, height: 24, ellipsis: true }),
    );
    doc.y = y + 14;
    if (doc.y > doc.page.height - 48) doc.addPage();
  };
  line(
    columns.map((c) => c.header),
    true,
  );
  for await (const page of pages)
    for (const row of page) line(columns.map((c) => String(c.value(row) ?? '')));
  doc.end();
  await new Promise<void>((resolve) => response.on('finish', () => resolve()));
}
