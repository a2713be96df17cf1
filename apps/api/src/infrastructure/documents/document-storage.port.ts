import type { Readable } from 'node:stream';

/** Where uploaded document content lives; the events keep only its key and SHA-256. */
export interface DocumentStorage {
  save(key: string, content: Buffer): Promise<void>;
  open(key: string): Readable;
  exists(key: string): Promise<boolean>;
}

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');
