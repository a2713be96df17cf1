import type { ReadStoreReader } from '@ledgerline/projections';
import { notFound } from '../../../shared/domain-error';
import { ENTITIES, type EntityDocument } from '../projections/entity.read-model';

/** The entity when it belongs to the account; otherwise the detail routes' 404 (also for a filter's `entityId`). */
export async function assertEntityOf(
  readStore: ReadStoreReader,
  accountId: number,
  entityId: number,
): Promise<EntityDocument> {
  const doc = await readStore.get<EntityDocument>(ENTITIES, String(entityId));
  if (!doc || doc.accountId !== accountId) throw notFound('Entity');
  return doc;
}
