import type { Stream } from 'node:stream';
import { inflateSync } from 'node:zlib';

/**
 * The text lines of a PDF written by pdfkit with its standard fonts: each content stream inflated, each
 * `[<hex> kerning <hex>] TJ` show decoded (WinAnsi, Latin-1 for the text the specs use) into one line.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...shown[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((chunk) => chunk[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
}

/** A supertest parser that keeps a binary answer (a PDF) as one Buffer. */
export function binaryBody(response: Stream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
