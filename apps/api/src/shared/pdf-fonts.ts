import { createRequire } from 'node:module';

/** The characters of Windows-1252 beyond Latin-1 that pdfkit's standard fonts can show. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const fitsWinAnsi = (text: string): boolean => {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const latin =
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      code === 9 ||
      code === 10 ||
      code === 13;
    if (!latin && !WIN_ANSI_EXTRAS.has(character)) return false;
  }
  return true;
};

const fontFile = (name: string) => createRequire(__filename).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const UNICODE_FONTS = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

/**
 * Sets the font for `text`: Helvetica while every character is one it can show (nothing embedded, the file stays
 * small), else DejaVu Sans, embedded as a subset, for names in Cyrillic, Greek, Hebrew, Arabic script and the
 * like, which Helvetica garbled. Scripts DejaVu lacks (Chinese, Japanese, Korean) still show as empty boxes.
 */
export function fontFor(doc: PDFKit.PDFDocument, text: string, bold = false): PDFKit.PDFDocument {
  if (fitsWinAnsi(text)) return doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  if (!registered.has(doc)) {
    for (const [weight, file] of Object.entries(UNICODE_FONTS))
      doc.registerFont(unicodeFont(weight), fontFile(file));
    registered.add(doc);
  }
  return doc.font(unicodeFont(bold ? 'bold' : 'regular'));
}

const registered = new WeakSet<PDFKit.PDFDocument>();
const unicodeFont = (weight: string) => `LedgerlineUnicode-${weight}`;
