import type { Stream } from 'node:stream';
import { inflateSync } from 'node:zlib';

/**
 * The text lines of a PDF written by pdfkit: each content stream inflated, each `[<hex> kerning <hex>] TJ` show
 * decoded into one line. Text in a standard font is WinAnsi (Latin-1 for the text the specs use); text in an
 * embedded font (DejaVu, for other scripts) is glyph ids, read back through the font's ToUnicode map.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const unicodeOf = embeddedFontMaps(pdf);
  const lines: string[] = [];
  for (const content of inflatedStreams(pdf)) {
    let font = '';
    for (const shown of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (shown[1]) {
        font = shown[1];
        continue;
      }
      const hex = [...shown[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((chunk) => chunk[1]).join('');
      const glyphs = unicodeOf.get(font);
      lines.push(
        glyphs
          ? (hex.match(/.{4}/g) ?? []).map((glyph) => glyphs.get(parseInt(glyph, 16)) ?? '\uFFFD').join('')
          : Buffer.from(hex, 'hex').toString('latin1'),
      );
    }
  }
  return lines;
}

/** For each embedded font's resource name (`F2`), its glyph ids' text, from the font's ToUnicode CMap. */
function embeddedFontMaps(pdf: Buffer): Map<string, Map<number, string>> {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { body: string; at: number }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g))
    objects.set(match[1], { body: match[2], at: match.index + match[0].indexOf(match[2]) });
  const maps = new Map<string, Map<number, string>>();
  for (const fonts of raw.matchAll(/\/Font\s*<<([^>]*)>>/g))
    for (const [, name, id] of fonts[1].matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = objects.get(id)?.body.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const cmap = toUnicode ? objects.get(toUnicode) : undefined;
      if (cmap) maps.set(name, cmapGlyphs(inflatedStreams(pdf, cmap.at).at(0) ?? ''));
    }
  return maps;
}

/** The `bfrange` arrays and `bfchar` pairs of a ToUnicode CMap, as pdfkit writes them. */
function cmapGlyphs(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  const text = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16)));
  for (const [, first, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi))
    [...list.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, unicode], i) =>
      glyphs.set(parseInt(first, 16) + i, text(unicode)),
    );
  for (const [, glyph, unicode] of cmap.matchAll(/^<([0-9a-f]+)> <([0-9a-f]+)>$/gim))
    glyphs.set(parseInt(glyph, 16), text(unicode));
  return glyphs;
}

/**
 * Each stream's bytes cut by its dictionary's `/Length`: compressed bytes may end in a carriage return or hold
 * anything else, so searching for `endstream` can cut a stream short (a run in twenty or so did).
 */
function inflatedStreams(pdf: Buffer, from = 0): string[] {
  const raw = pdf.toString('latin1');
  const starts = /\/Length (\d+)[^>]*>>\s*stream\r?\n/g;
  starts.lastIndex = from;
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
