import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { markApiRunning, runningApiPid } from './running-api-marker';

describe('the running-API mark a rebuild checks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-pid-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names a live API process, forgets a dead one and is removed on exit', () => {
    expect(runningApiPid(dir)).toBeNull();
    const unmark = markApiRunning(dir);
    expect(runningApiPid(dir)).toBe(process.pid);
    unmark();
    expect(runningApiPid(dir)).toBeNull();

    const finished = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    markApiRunning(dir, finished.pid);
    expect(runningApiPid(dir)).toBeNull();
  });
});
