import type Database from 'better-sqlite3';
import { createTempDir } from '../../testing/temp-dir';
import { testEvent } from '../../testing/test-events';
import { openSqliteDatabase } from '../sqlite/open-sqlite-database';
import { openSqliteEventStore } from '../sqlite/open-sqlite-event-store';
import { EVENTS_SCHEMA } from '../sqlite/sqlite-event-store.schema';
import { GENESIS_HASH } from '../sqlite/event-hash-chain';
import { eventDigest, hashedFieldsOfEvent, linkHash } from './chain-link';
import type { AccountChainLink, ChainLog } from './chain-log.port';
import { KurrentDbChainLog } from './kurrentdb-chain-log';
import { SqliteChainLog } from './sqlite-chain-log';

const tempDir = createTempDir('account-chain');
afterAll(() => tempDir.remove());

const inAccount = (type: string, accountId: string, data: unknown = {}) =>
  testEvent(type, data, { accountId });
const project = (links: AccountChainLink[]) =>
  links.map((l) => [l.event.type, l.sequence, l.previousHash, l.hash]);

/** Appends to two accounts interleaved, so each account's chain skips the other's positions. */
async function interleaved(file: string) {
  const store = openSqliteEventStore(file);
  for (let i = 0; i < 9; i += 1)
    await store.appendToStream(`s-${i % 3}`, [inAccount(`E${i}`, i % 3 === 0 ? 'a' : 'b', { i })]);
  return store;
}

async function everyLink(chain: ChainLog, accountId: string, batch: number): Promise<AccountChainLink[]> {
  const links: AccountChainLink[] = [];
  let after: bigint | undefined;
  for (;;) {
    const page = await chain.accountLinks(accountId, { after, maxCount: batch });
    if (page.length === 0) return links;
    links.push(...page);
    after = page[page.length - 1].event.globalPosition;
  }
}

describe('the per-account chain (docs/decisions/0046)', () => {
  it('numbers each account from 1 and links only its own events, by the same digest', async () => {
    const file = tempDir.file('a/events.sqlite');
    const store = await interleaved(file);
    const chain = SqliteChainLog.open(file);
    const a = await everyLink(chain, 'a', 2);
    expect(a.map((l) => l.event.type)).toEqual(['E0', 'E3', 'E6']);
    expect(a.map((l) => l.sequence)).toEqual([1, 2, 3]);
    expect(a[0].previousHash).toBe(GENESIS_HASH);
    for (const [i, link] of a.entries()) {
      expect(link.digest).toBe(eventDigest(hashedFieldsOfEvent(link.event)));
      expect(link.hash).toBe(linkHash(link.previousHash, link.digest));
      if (i > 0) expect(link.previousHash).toBe(a[i - 1].hash);
    }
    expect(await chain.accountHead('a')).toEqual({
      accountId: 'a',
      position: a[2].event.globalPosition,
      sequence: 3,
      hash: a[2].hash,
    });
    expect((await everyLink(chain, 'b', 10)).map((l) => l.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await chain.accountHead('nobody')).toBeNull();
    const moved = await chain.accountHeadsAfter(a[1].event.globalPosition);
    expect(moved.map((h) => [h.accountId, h.sequence])).toEqual([
      ['a', 3],
      ['b', 6],
    ]);
    expect(await chain.accountHeadsAfter(a[2].event.globalPosition)).toEqual([
      expect.objectContaining({ accountId: 'b', sequence: 6 }),
    ]);
    expect(store.verifyChain()).toEqual({ ok: true, checked: 9 });
    await Promise.all([chain.close(), store.close()]);
  });

  it('the KurrentDB fold over $all gives the links and heads the SQLite log stores', async () => {
    const file = tempDir.file('b/events.sqlite');
    const store = await interleaved(file);
    const stored = SqliteChainLog.open(file);
    const fold = new KurrentDbChainLog(store);
    for (const account of ['a', 'b']) {
      expect(project(await everyLink(fold, account, 2))).toEqual(
        project(await everyLink(stored, account, 50)),
      );
      expect(await fold.accountHead(account)).toEqual(await stored.accountHead(account));
    }
    const second = (await stored.accountLinks('b', { maxCount: 2 }))[1].event.globalPosition;
    expect(project(await fold.accountLinks('b', { after: second, maxCount: 2 }))).toEqual(
      project(await stored.accountLinks('b', { after: second, maxCount: 2 })),
    );
    await store.appendToStream('s-9', [inAccount('Late', 'a')]);
    expect(await fold.accountHeadsAfter(second)).toEqual(await stored.accountHeadsAfter(second));
    await Promise.all([stored.close(), fold.close()]);
  });

  it('a log written before the account chain gets it at open, the same as if appended with it', async () => {
    const expected = tempDir.file('c/events.sqlite');
    const store = await interleaved(expected);
    const oldFile = tempDir.file('d/events.sqlite');
    const old = openSqliteDatabase(oldFile);
    old.exec(EVENTS_SCHEMA);
    old.exec(`ATTACH DATABASE '${expected}' AS copy`);
    old.exec(
      `INSERT INTO events (stream_name, stream_revision, type, data, metadata, hash)
       SELECT stream_name, stream_revision, type, data, metadata, hash FROM copy.events ORDER BY position`,
    );
    old.exec('DETACH DATABASE copy');
    old.close();
    const migrated = openSqliteEventStore(oldFile);
    expect(migrated.verifyChain()).toEqual({ ok: true, checked: 9 });
    const [before, after] = [SqliteChainLog.open(expected), SqliteChainLog.open(oldFile)];
    for (const account of ['a', 'b'])
      expect(project(await everyLink(after, account, 3))).toEqual(
        project(await everyLink(before, account, 3)),
      );
    await Promise.all([before.close(), after.close(), migrated.close(), store.close()]);
  });

  it('verifyChain names the row whose account link was rewritten, or moved to another account', async () => {
    const file = tempDir.file('e/events.sqlite');
    const store = await interleaved(file);
    const db = (store as unknown as { db: Database.Database }).db;
    const [, second] = db
      .prepare("SELECT position FROM events WHERE account_id = 'a' ORDER BY position")
      .all() as {
      position: bigint;
    }[];
    db.prepare('UPDATE events SET account_hash = ? WHERE position = ?').run('0'.repeat(64), second.position);
    expect(store.verifyChain()).toMatchObject({ ok: false, brokenAt: second.position });
    await store.close();
    const other = await interleaved(tempDir.file('f/events.sqlite'));
    const otherDb = (other as unknown as { db: Database.Database }).db;
    otherDb.prepare("UPDATE events SET account_id = 'b' WHERE position = ?").run(second.position);
    expect(other.verifyChain()).toMatchObject({ ok: false, brokenAt: second.position });
    await other.close();
  });
});
