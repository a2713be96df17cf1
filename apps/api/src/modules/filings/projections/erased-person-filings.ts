import { eraseFiledOwnerNames, filedOwnersName } from '@ledgerline/contracts';
import type { ReadStoreWriter } from '@ledgerline/projections';

/**
 * `PersonalDataErased` (docs/decisions/0032): the account's submitted BO filings that recorded the individual
 * among their owners name them "Erased person #id", as a rebuild from the log now does.
 */
export async function eraseFiledOwners(
  writer: ReadStoreWriter,
  collection: string,
  data: { accountId: number; entityId: number },
  save: (doc: Record<string, unknown> & { id: string }) => Promise<void>,
): Promise<void> {
  const filings = await writer.find(collection, { accountId: data.accountId });
  for (const filing of filings.filter((f) => filedOwnersName(f.filedOwners, data.entityId)))
    await save({ ...filing, filedOwners: eraseFiledOwnerNames(filing.filedOwners, data.entityId) });
}
