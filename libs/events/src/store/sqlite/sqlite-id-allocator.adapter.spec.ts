import { describeIdAllocatorContract } from '../id-allocator.contract';
import { createTempDir } from '../../testing/temp-dir';
import { openSqliteEventStore } from './open-sqlite-event-store';
import { openSqliteIdAllocator } from './sqlite-id-allocator.adapter';
import { testEvent } from '../../testing/test-events';

const tempDir = createTempDir('sqlite-ids');
afterAll(() => tempDir.remove());

describeIdAllocatorContract('SQLite', async () => {
  const file = tempDir.file('ids.sqlite');
  return [openSqliteIdAllocator(file), openSqliteIdAllocator(file)];
});

describe('SqliteIdAllocator beside the event log', () => {
  it('shares the events file without disturbing the log', async () => {
    const file = tempDir.file('events.sqlite');
    const store = openSqliteEventStore(file);
    const ids = openSqliteIdAllocator(file);
    await store.appendToStream('company-1', [testEvent('Created', { id: await ids.next('entity') })]);
    expect(await ids.next('entity')).toBe(2);
    expect((await store.readStream('company-1'))[0].data).toEqual({ id: 1 });
    await Promise.all([store.close(), ids.close()]);
  });
});
