import type { OwnershipGraph } from '@ledgerline/ownership';
import type { ReadStoreReader } from '@ledgerline/projections';
import { graphVersionOf } from './ownership-graph-version';
import {
  currentAt,
  ENTITY_VERSIONS,
  HISTORY_VERSIONS,
  type EntityVersionDocument,
  LINK_VERSIONS,
  type LinkVersionDocument,
} from './ownership-history.projector';
import { batchesOf, oneOrMany, walk } from './ownership-slice';

/**
 * The register as it stood at `knownAt` (an ISO instant in UTC), read from the version history instead of
 * replaying the log: the same upstream walk as the current slice, over the link versions recorded by then
 * (a range on the walk's index) and kept only when still current at that moment. Bounded by the slice's
 * versions, never the account's whole log.
 */
export async function knownSlice(
  reader: ReadStoreReader,
  accountId: number,
  targets: Iterable<number>,
  knownAt: string,
): Promise<OwnershipGraph> {
  const scope = {
    filter: { recordedFrom: { lte: knownAt } },
    keep: (link: object) => currentAt(link as LinkVersionDocument, knownAt),
  };
  const { reached, links } = await walk(reader, LINK_VERSIONS, accountId, targets, 'upstream', scope);
  const entities = await entitiesKnownAt(reader, accountId, reached, knownAt);
  const known = new Set(entities.map((e) => e.entityId));
  return {
    entities: entities.map((e) => ({ id: e.entityId, name: e.name, type: e.type })),
    relationships: [...links.values()]
      .filter((link) => known.has(link.sourceEntityId) && known.has(link.targetEntityId))
      .sort((a, b) => a.relationshipId - b.relationshipId)
      .map((link) => ({ ...link, id: link.relationshipId })),
  };
}

/** The versions of `ids` current at `knownAt` (entities not yet registered, or deleted by then, left out). */
export async function entitiesKnownAt(
  reader: ReadStoreReader,
  accountId: number,
  ids: Iterable<number>,
  knownAt: string,
): Promise<EntityVersionDocument[]> {
  const found: EntityVersionDocument[] = [];
  for (const batch of batchesOf([...new Set(ids)].sort((a, b) => a - b)))
    for (const version of await reader.find<EntityVersionDocument>(ENTITY_VERSIONS, {
      accountId,
      entityId: oneOrMany(batch),
      recordedFrom: { lte: knownAt },
    }))
      if (currentAt(version, knownAt)) found.push(version);
  // As entitiesOf orders them (by the text id), so the engine's results do not depend on the read.
  return found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Whether the account's register ever held the entity (a deleted one too): else its id answers 404. */
export async function everKnown(
  reader: ReadStoreReader,
  accountId: number,
  entityId: number,
): Promise<boolean> {
  return (await reader.count(ENTITY_VERSIONS, { accountId, entityId })) > 0;
}

/** The link versions current at `knownAt`: one link's, those at either end of one entity, or the account's. */
export async function linksKnownAt(
  reader: ReadStoreReader,
  accountId: number,
  knownAt: string,
  of: { entityId?: number; relationshipId?: number } = {},
): Promise<LinkVersionDocument[]> {
  const recorded = { recordedFrom: { lte: knownAt } };
  const { entityId, relationshipId } = of;
  const filters =
    relationshipId !== undefined
      ? [{ accountId, relationshipId, ...recorded }]
      : entityId === undefined
        ? [{ accountId, ...recorded }]
        : [
            { accountId, sourceEntityId: entityId, ...recorded },
            { accountId, targetEntityId: entityId, ...recorded },
          ];
  const found = new Map<number, LinkVersionDocument>();
  for (const filter of filters)
    for (const version of await reader.find<LinkVersionDocument>(LINK_VERSIONS, filter))
      if (currentAt(version, knownAt)) found.set(version.relationshipId, version);
  return [...found.values()];
}

/** The position of the account's last change in the version history ('none' before any). */
export const historyVersionOf = (reader: ReadStoreReader, accountId: number): Promise<string> =>
  graphVersionOf(reader, accountId, HISTORY_VERSIONS);
