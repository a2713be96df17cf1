import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { TextDecoder } from 'node:util';

/** Enough of each end of a file to recognise its type, an Office file's parts included. */
export const SNIFF_BYTES = 64 * 1024;

export interface InspectedUpload {
  sha256: string;
  size: number;
  /** The first bytes (at most SNIFF_BYTES), where the magic numbers are. */
  head: Buffer;
  /** The last bytes (at most SNIFF_BYTES): a ZIP's central directory names its parts. */
  tail: Buffer;
  /** The whole file decodes as UTF-8 and holds no NUL byte (text has no magic bytes). */
  isUtf8Text: boolean;
}

/** Hashes an uploaded file in one streamed pass: a 10 MB upload never sits in memory whole. */
export async function inspectUpload(path: string): Promise<InspectedUpload> {
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let isUtf8Text = true;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
    if (isUtf8Text) isUtf8Text = isTextChunk(utf8, chunk);
    if (headBytes < SNIFF_BYTES) {
      headChunks.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
      headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
    }
  }
  if (isUtf8Text) isUtf8Text = isTextChunk(utf8, undefined);
  const head = Buffer.concat(headChunks);
  return { sha256: hash.digest('hex'), size, head, tail: await readTail(path, size), isUtf8Text };
}

/** One more piece of a streamed UTF-8 check; `undefined` ends it (a truncated sequence then fails). */
function isTextChunk(utf8: TextDecoder, chunk: Buffer | undefined): boolean {
  if (chunk?.includes(0)) return false;
  try {
    utf8.decode(chunk, { stream: chunk !== undefined });
    return true;
  } catch {
    return false;
  }
}

async function readTail(path: string, size: number): Promise<Buffer> {
  const length = Math.min(size, SNIFF_BYTES);
  const file = await open(path, 'r');
  try {
    const tail = Buffer.alloc(length);
    await file.read(tail, 0, length, size - length);
    return tail;
  } finally {
    await file.close();
  }
}
