import { Writable } from 'node:stream';
import { renderRebuildProgress } from './rebuild-progress';

function capture(isTTY: boolean) {
  const chunks: string[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    }),
    { isTTY, columns: 120 },
  );
  return { stream, output: () => chunks.join('') };
}

describe('renderRebuildProgress', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 0));

  it('prints a first line, then one about every 10 % when the output is not a terminal', () => {
    const { stream, output } = capture(false);
    const progress = renderRebuildProgress({ stream, now, label: 'Rebuild' });
    for (let processed = 100; processed <= 10_000; processed += 100) {
      clock += 10;
      progress.onProgress({ processed, total: 10_000 });
    }
    progress.stop();
    const lines = output().trim().split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('Rebuild: 1% (100/10000 events, 10000 events/s)');
    expect(lines[1]).toBe('Rebuild: 10% (1000/10000 events, 10000 events/s)');
    expect(lines[10]).toBe('Rebuild: 100% (10000/10000 events, 10000 events/s)');
  });

  it('prints the final state once when nothing is left to project', () => {
    const { stream, output } = capture(false);
    const progress = renderRebuildProgress({ stream, now });
    progress.onProgress({ processed: 0, total: 0 });
    progress.stop();
    expect(output()).toBe('Rebuilding projections: 100% (0/0 events, 0 events/s)\n');
  });

  it('draws a bar with counts and rate on a terminal', () => {
    const { stream, output } = capture(true);
    const progress = renderRebuildProgress({ stream, now, label: 'Rebuild' });
    clock = 2000;
    progress.onProgress({ processed: 500, total: 1000 });
    clock = 4000;
    progress.onProgress({ processed: 1000, total: 1000 });
    progress.stop();
    expect(output()).toContain('Rebuild [');
    expect(output()).toContain('100% | 1000/1000 events | 250 events/s');
  });
});
