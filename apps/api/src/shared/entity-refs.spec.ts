import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountEvent } from '@ledgerline/events';
import { openSqliteReadStore } from '@ledgerline/projections';
import { ACCOUNT_ID, entityProfileUpdated, entityRegistered } from '../testing/given-events';
import { recorded } from '../testing/projection-harness';
import { ENTITY_NAMES, EntityRefs } from './entity-refs';

describe('EntityRefs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-entity-refs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the shared names as of the batch\u2019s start, and the names the batch gives as of each event', async () => {
    const store = openSqliteReadStore(join(dir, 'read-models.sqlite'));
    const [registered, renamed] = recorded([
      entityRegistered(1, 'company', 'Protea Holdings'),
      entityProfileUpdated(1, 'company', { name: { from: 'Protea Holdings', to: 'Protea Group' } }),
    ]) as unknown as AccountEvent[];
    const refs = new EntityRefs();
    const seen: (string | null)[] = [];
    try {
      await store.withCheckpoint('shared-names', async (writer) => {
        await writer.put(ENTITY_NAMES, {
          id: '1',
          accountId: ACCOUNT_ID,
          ref: { id: 1, name: 'Protea Holdings', type: 'company' },
        });
        return null;
      });
      await store.withCheckpoint('reader', async (writer) => {
        seen.push((await refs.get(writer, 1))?.name ?? null);
        expect(await refs.apply(renamed, writer)).toEqual({ id: 1, name: 'Protea Group', type: 'company' });
        seen.push((await refs.get(writer, 1))?.name ?? null);
        expect(await refs.apply(registered, writer)).not.toBeNull();
        seen.push((await refs.get(writer, 1))?.name ?? null);
        seen.push((await refs.get(writer, 2))?.name ?? null);
        return null;
      });
      // A later batch has no names of its own yet: it reads the shared model again.
      await store.withCheckpoint('reader', async (writer) => {
        seen.push((await refs.get(writer, 1))?.name ?? null);
        return null;
      });
    } finally {
      await store.close();
    }
    expect(seen).toEqual(['Protea Holdings', 'Protea Group', 'Protea Holdings', null, 'Protea Holdings']);
  });
});
