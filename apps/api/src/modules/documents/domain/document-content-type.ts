import { ALLOWED_DOCUMENT_TYPES } from '@ledgerline/contracts';
import { filetypeinfo } from 'magic-bytes.js';
import { DomainError } from '../../../shared/domain-error';

const TEXT = 'text/plain';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const accepted = [...new Set(Object.values(ALLOWED_DOCUMENT_TYPES))].join(', ');

export interface SniffedContent {
  /** The MIME type the client declared (already one of the allowed ones). */
  declared: string;
  head: Buffer;
  tail: Buffer;
  /** The whole file is UTF-8 without NUL bytes. */
  isUtf8Text: boolean;
}

/** A ZIP is a Word document only when it holds the main part of one (listed in its central directory). */
const isWordPackage = ({ head, tail }: SniffedContent): boolean =>
  head.includes('word/document.xml', 0, 'latin1') || tail.includes('word/document.xml', 0, 'latin1');

/** HTML, SVG or XML declared as text: a browser could render it, so it is not taken as plain text. */
const isMarkup = (head: Buffer): boolean => /^\uFEFF?\s*</.test(head.subarray(0, 1024).toString('utf8'));

/**
 * The type of an upload from its content (magic bytes, docs/decisions/0017-document-type-sniffing.md), never
 * from the declared MIME type alone; text has no magic bytes, so it is taken when declared as text and the
 * whole file is UTF-8 without NUL bytes or markup. Anything else is refused naming the file field.
 */
export function documentTypeOf(content: SniffedContent, fileName: string): string {
  const guesses = filetypeinfo(content.head);
  const binary = guesses
    .map((guess) => guess.mime?.split(';')[0])
    .find(
      (mime) =>
        mime && mime !== TEXT && ALLOWED_DOCUMENT_TYPES[mime] && (mime !== DOCX || isWordPackage(content)),
    );
  if (binary) return binary;
  if (content.declared === TEXT && content.isUtf8Text && !isMarkup(content.head)) return TEXT;
  const seen = guesses[0]?.typename ?? (content.isUtf8Text ? 'text' : 'unknown');
  const message = `The content of ${fileName} is not an accepted document (found ${seen}); upload ${accepted}`;
  throw new DomainError('invalid', 'DOCUMENT.CONTENT_NOT_ALLOWED', message, [
    { field: 'file', message: `The content is not an accepted document type (found ${seen})` },
  ]);
}
