import { localDay } from '@ledgerline/contracts';
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
import { datedDays } from '../owner-periods';

/** A moment after every recorded one: the register as known now, read from the version history. */
export const KNOWN_NOW = '9999-12-31T23:59:59.999Z';

/** A day of the effective axis, and the account's zone, whose calendar gives a recorded instant its day. */
export interface EffectiveDay {
  day: string;
  timeZone: string;
  /**
   * A change without `effectiveAt` holds on every day instead of from its recorded day: the deadline engine's
   * baseline before any filing counts dated changes only (docs/decisions/0026).
   */
  undatedAlways?: boolean;
}

/**
 * The day a version's change took effect: its `effectiveAt`, else the day it was recorded in the account's
 * zone (23:30 UTC on 28 February is 1 March in Johannesburg); a link's first version counts from its start,
 * and a link without a start date from the day it was recorded, as the deadline engine dates it.
 */
const effectiveDayOf = (version: LinkVersionDocument, timeZone: string, undatedAlways = false): string =>
  version.changeKind === 'created' && (version.startDate || undatedAlways)
    ? ''
    : version.effectiveAt
      ? version.effectiveAt.slice(0, 10)
      : undatedAlways
        ? ''
        : localDay(version.recordedFrom, timeZone);

/** The days the versions' changes took effect on (a link's creation counts from its start, not here). */
export const effectiveDaysOf = (
  versions: readonly LinkVersionDocument[],
  timeZone: string,
  undatedAlways = false,
): string[] =>
  versions.map((version) => effectiveDayOf(version, timeZone, undatedAlways)).filter((day) => day !== '');

/** The days a link's state changes on: a version's effective day, a start, the day after an end. */
export const changeDaysOf = (
  versions: readonly LinkVersionDocument[],
  timeZone: string,
  undatedAlways = false,
): string[] => datedDays(versions, effectiveDaysOf(versions, timeZone, undatedAlways));

/**
 * Per link, the version in force on `day` as the register stood at `moment` (docs/decisions/0033): of the
 * link's versions recorded by then, the last recorded whose change took effect on or before the day. A later
 * record effective from an earlier day (a correction) holds from that day on, as the current read model holds
 * it from then on, so `asOf` today agrees with no `asOf`. Links deleted by that moment are left out. Its
 * dates still decide whether the version is in force that day.
 */
export function versionsOn(
  versions: Iterable<LinkVersionDocument>,
  moment: string,
  { day, timeZone, undatedAlways }: EffectiveDay,
): LinkVersionDocument[] {
  const live = new Set<number>();
  const chosen = new Map<number, LinkVersionDocument>();
  for (const version of versions) {
    if (version.removed || version.recordedFrom > moment) continue;
    if (currentAt(version, moment)) live.add(version.relationshipId);
    if (effectiveDayOf(version, timeZone, undatedAlways) > day) continue;
    const best = chosen.get(version.relationshipId);
    if (!best || best.position < version.position) chosen.set(version.relationshipId, version);
  }
  return [...chosen.values()].filter((version) => live.has(version.relationshipId));
}

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
    rangeField: 'recordedFrom',
  };
  const { reached, links } = await walk(reader, LINK_VERSIONS, accountId, targets, 'upstream', scope);
  const entities = await entitiesKnownAt(reader, accountId, reached, knownAt);
  return graphOf(entities, links.values() as Iterable<LinkVersionDocument>);
}

/**
 * Every version recorded by `knownAt` of the links upstream of `targets` (the walk follows the ends of every
 * one, a superset), with the entities as then: the slice of any effective day is `graphOn(day)`, a change
 * without `effectiveAt` counting from its recorded day in `timeZone`.
 */
export async function knownSliceVersions(
  reader: ReadStoreReader,
  accountId: number,
  targets: Iterable<number>,
  knownAt: string,
  timeZone: string,
): Promise<{
  versions: LinkVersionDocument[];
  graphOn: (day: string, undatedAlways?: boolean) => OwnershipGraph;
}> {
  const versions: LinkVersionDocument[] = [];
  const scope = {
    filter: { recordedFrom: { lte: knownAt } },
    keep: (link: object) => {
      const version = link as LinkVersionDocument;
      if (!version.removed) versions.push(version);
      return !version.removed;
    },
    rangeField: 'recordedFrom',
  };
  const { reached } = await walk(reader, LINK_VERSIONS, accountId, targets, 'upstream', scope);
  const entities = await entitiesKnownAt(reader, accountId, reached, knownAt);
  return {
    versions,
    graphOn: (day, undatedAlways) =>
      graphOf(entities, versionsOn(versions, knownAt, { day, timeZone, undatedAlways })),
  };
}

function graphOf(entities: EntityVersionDocument[], links: Iterable<LinkVersionDocument>): OwnershipGraph {
  const known = new Set(entities.map((e) => e.entityId));
  return {
    entities: entities.map((e) => ({ id: e.entityId, name: e.name, type: e.type })),
    relationships: [...links]
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

/**
 * The link versions current at `knownAt`: one link's, those at either end of one entity, or the account's;
 * with `on`, the version of each in force that day as known then (versionsOn).
 */
export async function linksKnownAt(
  reader: ReadStoreReader,
  accountId: number,
  knownAt: string,
  of: { entityId?: number; relationshipId?: number } = {},
  on?: EffectiveDay,
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
  const found = new Map<string, LinkVersionDocument>();
  for (const filter of filters)
    for (const version of await reader.find<LinkVersionDocument>(LINK_VERSIONS, filter))
      if (on !== undefined || currentAt(version, knownAt)) found.set(version.id, version);
  return on === undefined ? [...found.values()] : versionsOn(found.values(), knownAt, on);
}

/** The position of the account's last change in the version history ('none' before any). */
export const historyVersionOf = (reader: ReadStoreReader, accountId: number): Promise<string> =>
  graphVersionOf(reader, accountId, HISTORY_VERSIONS);
