import contentDisposition from 'content-disposition';
import type { Response } from 'express';

// Punctuation a name often carries that has a plain ASCII look-alike.
const ASCII_LOOK_ALIKES: Record<string, string> = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u00a0': ' ',
};

/** The name in printable ASCII: accents dropped (`résumé` is `resume`), anything else without a look-alike `_`. */
export const asciiFileName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, (char) => ASCII_LOOK_ALIKES[char] ?? '_');

/**
 * Content-Disposition as RFC 6266 asks: an ASCII `filename` that every client reads and, when the name is not
 * plain ASCII, the exact name in `filename*=UTF-8''…`. Express's `attachment()` left Latin-1 names such as
 * `résumé.pdf` in a bare `filename`, which clients decode differently. Every download route names its file here.
 */
export function setDownloadName(
  response: Response,
  name: string,
  type: 'attachment' | 'inline' = 'attachment',
): void {
  response.setHeader(
    'Content-Disposition',
    contentDisposition(name, { type, fallback: asciiFileName(name) }),
  );
}
