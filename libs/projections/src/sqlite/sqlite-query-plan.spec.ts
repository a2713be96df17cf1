import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentFilter, FindOptions } from '../read-store.port';
import { type SqliteReadStore, openSqliteReadStore } from './sqlite-read-store.adapter';
import { planProblems } from './sqlite-query-plan';

describe('SqliteReadStore query plans', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-plans-'));
  let store: SqliteReadStore;
  const statements: { sql: string; params: unknown[] }[] = [];
  beforeAll(async () => {
    store = openSqliteReadStore(join(dir, 'read-models.sqlite'));
    await store.prepare(['entities'], {
      entities: {
        indexes: [
          ['accountId', 'type', 'nameKey'],
          ['accountId', 'dueDate'],
          ['accountId', 'ownerId', 'rank'],
          ['accountId', 'rank'],
        ],
        search: { fields: ['name'], scope: 'accountId' },
      },
    });
    await store.withCheckpoint('plans', async (writer) => {
      for (let id = 1; id <= 6000; id++)
        await writer.put('entities', {
          id: String(id),
          accountId: id % 3,
          type: id % 2 ? 'company' : 'trust',
          name: `Company ${id}`,
          nameKey: `company ${id}`,
          dueDate: `2025-01-${String(1 + (id % 28)).padStart(2, '0')}`,
          ownerId: id % 50,
          rank: id,
        });
      return null;
    });
    store.onRead((sql, params) => statements.push({ sql, params }));
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const problemsOf = async (filter: DocumentFilter, options: FindOptions = {}) => {
    statements.length = 0;
    await store.find('entities', filter, options);
    await store.count('entities', filter, options);
    return statements.flatMap(({ sql, params }) => planProblems(sql, store.explain(sql, params)));
  };
  const byName = { sort: [{ field: 'nameKey', direction: 'desc' as const }] };

  it('serves filters, sorts and pages of declared indexes without scans or sorts', async () => {
    expect(await problemsOf({ accountId: 1, type: 'company' }, { ...byName, limit: 10, offset: 20 })).toEqual(
      [],
    );
    const byDue = { sort: [{ field: 'dueDate', direction: 'asc' as const }] };
    expect(
      await problemsOf({ accountId: 1, dueDate: { gte: '2025-01-10' } }, { ...byDue, limit: 5 }),
    ).toEqual([]);
    expect(await problemsOf({ accountId: 1 }, { search: 'comp', ...byName, limit: 10 })).toEqual([]);
  });

  it('reports a scan, a search that starts with a range, and a sort outside an index', async () => {
    expect(await problemsOf({ name: 'Company 1' })).toContainEqual(expect.stringMatching(/^SCAN d/));
    expect(
      await problemsOf({ accountId: 1, type: 'company' }, { sort: [{ field: 'name', direction: 'asc' }] }),
    ).toContainEqual(expect.stringMatching(/TEMP B-TREE/));
    expect(planProblems('x', ['SEARCH d USING INDEX ix (f_dueDate>?)'])).toHaveLength(1);
    expect(
      planProblems(
        'SELECT d.doc FROM t d WHERE d.f_accountId = ? AND (d.f_ownerId IN (?, ?)) ORDER BY d.f_rank',
        ['SEARCH d USING INDEX ix (f_accountId=?)'],
      ),
    ).toEqual(['f_ownerId IN (...) read without its index']);
  });

  it('probes a list of values in its index rather than walking the sort index of the account', async () => {
    const byRank = { sort: [{ field: 'rank', direction: 'desc' as const }] };
    expect(
      await problemsOf({ accountId: 1, ownerId: Array.from({ length: 40 }, (_, i) => i) }, byRank),
    ).toEqual([]);
  });
});
