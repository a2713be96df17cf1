import { isErasedValue, type RecordChangeView } from '@ledgerline/contracts';
import type { ReadStoreReader } from '@ledgerline/projections';
import {
  INDIVIDUAL_DETAILS,
  type IndividualDetailsDocument,
} from '../../entities/projections/individual-details.projector';
import {
  ENTITY_VERSIONS,
  type EntityVersionDocument,
} from '../../ownership/projections/ownership-history.projector';
import { batchesOf, oneOrMany } from '../../ownership/projections/ownership-slice';
import type { HolderLine } from '../audit-export-lines';

/** The holders of `entityId` in the exported changes: the other end of each link into it, by first mention. */
export function holdersIn(changes: readonly RecordChangeView[], entityId: number): number[] {
  const holders = new Set<number>();
  for (const { record } of changes) {
    if (record.type !== 'relationship' || record.entities.length < 2) continue;
    const [source, target] = record.entities;
    // A subsidiary link runs from the held company to its parent, as the ownership timeline reads it.
    const [holder, held] = record.relationshipType === 'subsidiary' ? [target, source] : [source, target];
    if (held.id === entityId && holder.id !== entityId) holders.add(holder.id);
  }
  return [...holders];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Each holder's identifying record as the register reads it now (the last version of its record, a removed one
 * included, and an individual's identity document), never the sealed values of the event lines (0032).
 */
export async function holderLines(
  reader: ReadStoreReader,
  accountId: number,
  holders: readonly number[],
): Promise<HolderLine[]> {
  const latest = new Map<number, EntityVersionDocument>();
  const details = new Map<number, IndividualDetailsDocument>();
  for (const batch of batchesOf([...holders].sort((a, b) => a - b))) {
    for (const version of await reader.find<EntityVersionDocument>(ENTITY_VERSIONS, {
      accountId,
      entityId: oneOrMany(batch),
    }))
      if ((latest.get(version.entityId)?.position ?? -1) < version.position)
        latest.set(version.entityId, version);
    for (const document of await reader.find<IndividualDetailsDocument>(INDIVIDUAL_DETAILS, {
      accountId,
      entityId: oneOrMany(batch),
    }))
      details.set(document.entityId, document);
  }
  return holders.flatMap((entityId) => {
    const version = latest.get(entityId);
    if (!version) return [];
    const erased = version.type === 'individual' && isErasedValue(version.name);
    const identity = erased ? undefined : details.get(entityId);
    return [
      {
        kind: 'holder' as const,
        entityId,
        entityType: version.type,
        name: version.name,
        registrationNumber: erased ? null : text(version.profile.registrationNumber),
        idType: text(identity?.idType),
        idNumber: text(identity?.idNumber),
        removed: version.removed,
        erased,
      },
    ];
  });
}
