import { erasedPersonName } from '@ledgerline/contracts';
import type { ReadStoreWriter } from '@ledgerline/projections';

/**
 * `PersonalDataErased` (docs/decisions/0032): every version of the individual names it as a rebuild from the
 * log now does, "Erased person #id"; its recorded periods and links stay, they are the structure.
 */
export async function eraseEntityVersions(
  writer: ReadStoreWriter,
  collection: string,
  data: { accountId: number; entityId: number },
): Promise<void> {
  const versions = await writer.find(collection, { accountId: data.accountId, entityId: data.entityId });
  for (const version of versions)
    await writer.put(collection, { ...version, name: erasedPersonName(data.entityId) });
}
