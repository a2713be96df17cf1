import { createTempDir } from '../../testing/temp-dir';
import { testEvent } from '../../testing/test-events';
import { chainHash } from '../sqlite/event-hash-chain';
import { openSqliteEventStore } from '../sqlite/open-sqlite-event-store';
import { eventDigest, hashedFieldsOfEvent, linkHash } from './chain-link';
import { SqliteChainLog } from './sqlite-chain-log';

const tempDir = createTempDir('sqlite-chain');
afterAll(() => tempDir.remove());

describe('SqliteChainLog', () => {
  it('reads every link with the digest it is provable from, after any position', async () => {
    const file = tempDir.file('a/events.sqlite');
    const store = openSqliteEventStore(file);
    await store.appendToStream('s-1', [testEvent('A', { n: 1 }), testEvent('B')]);
    await store.appendToStream('s-2', [testEvent('C')]);
    const chain = SqliteChainLog.open(file);
    const links = await chain.links({ maxCount: 10 });
    expect(links.map((l) => l.event.type)).toEqual(['A', 'B', 'C']);
    for (const link of links) {
      expect(link.digest).toBe(eventDigest(hashedFieldsOfEvent(link.event)));
      expect(link.hash).toBe(linkHash(link.previousHash, link.digest));
      expect(link.legacy).toBe(false);
    }
    expect(links[1].previousHash).toBe(links[0].hash);
    const tail = await chain.links({ after: links[0].event.globalPosition, maxCount: 10 });
    expect(tail.map((l) => l.previousHash)).toEqual([links[0].hash, links[1].hash]);
    expect(await chain.head()).toEqual({ position: links[2].event.globalPosition, hash: links[2].hash });
    expect(store.verifyChain()).toEqual({ ok: true, checked: 3 });
    await Promise.all([chain.close(), store.close()]);
  });

  it('tells v1 rows (written before chain v2) apart, and the store still verifies them', async () => {
    const file = tempDir.file('b/events.sqlite');
    const store = openSqliteEventStore(file);
    await store.appendToStream('s-1', [testEvent('A')]);
    const db = (store as unknown as { db: import('better-sqlite3').Database }).db;
    const row = db.prepare('SELECT * FROM events').get() as Record<string, unknown>;
    const fields = {
      streamName: 's-1',
      streamRevision: 0,
      type: 'A',
      data: JSON.parse(row.data as string) as unknown,
      metadata: JSON.parse(row.metadata as string) as unknown,
    };
    db.prepare('UPDATE events SET hash = ?').run(chainHash('', fields));
    await store.appendToStream('s-1', [testEvent('B')]);
    const chain = SqliteChainLog.open(file);
    expect((await chain.links({ maxCount: 10 })).map((l) => l.legacy)).toEqual([true, false]);
    expect(store.verifyChain()).toEqual({ ok: true, checked: 2 });
    db.prepare("UPDATE events SET data = '{\"x\":1}' WHERE type = 'A'").run();
    expect(store.verifyChain()).toMatchObject({ ok: false, checked: 0 });
    await Promise.all([chain.close(), store.close()]);
  });
});
