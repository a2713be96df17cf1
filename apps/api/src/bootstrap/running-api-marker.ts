import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const API_PID_FILE = 'api.pid';

/** Records that an API process serves `dataDir`; the returned function removes the mark again (on exit). */
export function markApiRunning(dataDir: string, pid = process.pid): () => void {
  const file = join(dataDir, API_PID_FILE);
  writeFileSync(file, String(pid));
  return () => {
    if (runningApiPid(dataDir, () => true) === pid) rmSync(file, { force: true });
  };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live API process serving `dataDir`, or null (no mark, or the process is gone). */
export function runningApiPid(dataDir: string, isAlive: (pid: number) => boolean = alive): number | null {
  let text: string;
  try {
    text = readFileSync(join(dataDir, API_PID_FILE), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}
