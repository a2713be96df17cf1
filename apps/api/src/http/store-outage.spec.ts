import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStoreOutage } from './store-outage';

const failureOf = (act: () => void): unknown => {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('did not fail');
};

describe('isStoreOutage', () => {
  it('counts a store that cannot save files (a file where its folder should be) as an outage, not our fault', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledgerline-outage-'));
    try {
      writeFileSync(join(dir, '3'), 'not a folder');
      expect(isStoreOutage(failureOf(() => mkdirSync(join(dir, '3', 'x'), { recursive: true })))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves faults of our own code alone, also one that names a file code', () => {
    expect(isStoreOutage(new TypeError('x is undefined'))).toBe(false);
    expect(isStoreOutage(Object.assign(new Error('EEXIST'), { code: 'EEXIST' }))).toBe(false);
  });
});
