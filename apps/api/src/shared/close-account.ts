import type { RecordedEvent } from '@ledgerline/events';
import type { ReadStoreWriter } from '@ledgerline/projections';

/**
 * Every document of a register read model carries `accountId`; when an account closes, its documents leave
 * the read model (the events stay in the log for the audit trail). Returns true when it handled the event.
 */
export async function removeClosedAccount(
  event: RecordedEvent,
  writer: ReadStoreWriter,
  collections: readonly string[],
): Promise<boolean> {
  if (event.type !== 'AccountClosed') return false;
  const { accountId } = event.data as { accountId: number };
  for (const collection of collections) await writer.deleteMany(collection, { accountId });
  return true;
}
