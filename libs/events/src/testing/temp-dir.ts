import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh directory per suite; `remove` is for afterAll. */
export function createTempDir(label: string): {
  path: string;
  file: (name: string) => string;
  remove: () => void;
} {
  const path = mkdtempSync(join(tmpdir(), `ledgerline-${label}-`));
  let files = 0;
  return {
    path,
    file: (name) => join(path, `${(files += 1)}-${name}`),
    remove: () => rmSync(path, { recursive: true, force: true }),
  };
}
