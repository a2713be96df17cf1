import { join } from 'node:path';
import { createTempDir } from '@ledgerline/events/testing';
import { describeIdempotencyStoreContract } from './idempotency-store.contract';
import { SqliteIdempotencyStore } from './sqlite-idempotency.store';

const temp = createTempDir('idempotency');
afterAll(() => temp.remove());

describeIdempotencyStoreContract('SQLite', async (timings) => {
  const file = join(temp.path, `keys-${Math.random().toString(36).slice(2)}.sqlite`);
  return [new SqliteIdempotencyStore(file, timings), new SqliteIdempotencyStore(file, timings)];
});
