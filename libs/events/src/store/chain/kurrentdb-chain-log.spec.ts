import { createTempDir } from '../../testing/temp-dir';
import { testEvent } from '../../testing/test-events';
import { openSqliteEventStore } from '../sqlite/open-sqlite-event-store';
import { KurrentDbChainLog } from './kurrentdb-chain-log';
import { SqliteChainLog } from './sqlite-chain-log';

const tempDir = createTempDir('fold-chain');
afterAll(() => tempDir.remove());

/**
 * The read-time fold needs only readAll, so it runs here over the embedded log, where the stored v2 chain
 * says what the fold must give.
 */
describe('KurrentDbChainLog (the fold over $all)', () => {
  it('folds the same links the SQLite log stores, from any position and after more appends', async () => {
    const file = tempDir.file('events.sqlite');
    const store = openSqliteEventStore(file);
    for (let i = 0; i < 7; i += 1) await store.appendToStream(`s-${i % 3}`, [testEvent(`E${i}`, { i })]);
    const stored = SqliteChainLog.open(file);
    const fold = new KurrentDbChainLog(store);
    const expected = await stored.links({ maxCount: 100 });
    const project = (links: typeof expected) =>
      links.map((l) => [l.event.globalPosition, l.previousHash, l.hash]);
    expect(project(await fold.links({ after: 4n, maxCount: 100 }))).toEqual(project(expected.slice(4)));
    expect(project(await fold.links({ maxCount: 3 }))).toEqual(project(expected.slice(0, 3)));
    expect(project(await fold.links({ after: 2n, maxCount: 2 }))).toEqual(project(expected.slice(2, 4)));
    await store.appendToStream('s-9', [testEvent('Late')]);
    expect(await fold.head()).toEqual(await stored.head());
    await stored.close();
    await fold.close();
  });
});
