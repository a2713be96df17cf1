import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { accessSync, mkdirSync } from 'node:fs';

/** A data folder this process cannot write: named, with what to do, instead of a SQLite stack at start. */
export class DataFolderError extends Error {
  constructor(dataDir: string, code: string) {
    super(
      `The data folder ${dataDir} cannot be written (${code}): make it writable by this process, or set DATA_DIR to one that is.`,
    );
    this.name = 'DataFolderError';
  }
}

const codeOf = (error: unknown): string => String((error as { code?: unknown }).code ?? 'unknown');

/** Creates the folder if need be and refuses to go on when it is read-only, not a folder, or not ours. */
export function assertDataFolderWritable(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new DataFolderError(dataDir, codeOf(error));
  }
}

/** Below this, SQLite cannot count on room for a transaction and its WAL: the folder is full for our purposes. */
const MIN_FREE_BYTES = 1024 * 1024;

/** For the health probes: reads still work on a full or read-only disk, so they would say all is well. */
export async function checkDataFolderWritable(dataDir: string): Promise<void> {
  await access(dataDir, constants.W_OK);
  const { bavail, bsize } = await statfs(dataDir);
  if (bavail * bsize < MIN_FREE_BYTES)
    throw new Error(`no space left in the data folder (${Math.floor((bavail * bsize) / 1024)} KiB free)`);
}
