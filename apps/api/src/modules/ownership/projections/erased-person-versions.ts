import { erasedPersonName, erasePersonalValues } from '@ledgerline/contracts';
import type { ReadStoreWriter } from '@ledgerline/projections';

/**
 * `PersonalDataErased` (docs/decisions/0032): every version of the individual (its name and profile) reads as
 * a rebuild from the log now reads it, "Erased person #id" and "[erased]"; recorded periods and links stay.
 */
export async function eraseEntityVersions(
  writer: ReadStoreWriter,
  collection: string,
  data: { accountId: number; entityId: number },
): Promise<void> {
  const versions = await writer.find(collection, { accountId: data.accountId, entityId: data.entityId });
  for (const version of versions) {
    const profile = version.profile as Record<string, unknown> | undefined;
    await writer.put(collection, {
      ...version,
      name: erasedPersonName(data.entityId),
      ...(profile ? { profile: erasePersonalValues(profile, data.entityId) } : {}),
    });
  }
}
