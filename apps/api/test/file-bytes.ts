import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A file's raw bytes as text, to grep for values that must not be in it; '' when there is no such file. */
export const fileText = (path: string): string => {
  try {
    return readFileSync(path).toString('latin1');
  } catch {
    return '';
  }
};

/** Every file under a folder, at any depth; [] when there is no such folder. */
export const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
  } catch {
    return [];
  }
};
