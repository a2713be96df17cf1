import type { Stream } from 'node:stream';
import { inflateSync } from 'node:zlib';

/**
 * The text lines of a PDF written by pdfkit with its standard fonts: each content stream inflated, each
 * `[<hex> kerning <hex>] TJ` show decoded (WinAnsi, Latin-1 for the text the specs use) into one line.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const content of inflatedStreams(pdf)) {
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...shown[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((chunk) => chunk[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
}

/**
 * Each stream's bytes cut by its dictionary's `/Length`: compressed bytes may end in a carriage return or hold
 * anything else, so searching for `endstream` can cut a stream short (a run in twenty or so did).
 */
function inflatedStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const starts = /\/Length (\d+)[^>]*>>\s*stream\r?\n/g;
  const contents: string[] = [];
  for (let match = starts.exec(raw); match; match = starts.exec(raw)) {
    const begin = match.index + match[0].length;
    const bytes = pdf.subarray(begin, begin + Number(match[1]));
    try {
      contents.push(inflateSync(bytes).toString('latin1'));
    } catch {
      // not a deflated stream (an image or a font file)
    }
  }
  return contents;
}

/** A supertest parser that keeps a binary answer (a PDF) as one Buffer. */
export function binaryBody(response: Stream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
