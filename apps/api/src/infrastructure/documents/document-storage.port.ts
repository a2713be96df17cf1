import type { Readable } from 'node:stream';

/** Where uploaded document content lives; the events keep only its key and SHA-256. */
export interface DocumentStorage {
  /** The folder uploads are streamed into, on the storage's own filesystem so that saving is a rename. */
  readonly incomingDir: string;
  /** Moves a complete upload from the incoming folder to `key`; the temporary file is gone afterwards. */
  saveFile(key: string, tempPath: string): Promise<void>;
  open(key: string): Readable;
  exists(key: string): Promise<boolean>;
  /** Deletes the content under `key`; content already gone is not an error. */
  erase(key: string): Promise<void>;
}

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');
