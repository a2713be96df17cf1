import type { BeneficialOwnerSet } from '@ledgerline/contracts';
import { localDay } from '@ledgerline/contracts';
import { computeBeneficialOwners, type OwnershipGraph } from '@ledgerline/ownership';
import type { ReadStoreReader } from '@ledgerline/projections';
import {
  ENTITY_VERSIONS,
  type EntityVersionDocument,
  LINK_VERSIONS,
  type LinkVersionDocument,
} from './projections/ownership-history.projector';
import { batchesOf, oneOrMany, walk } from './projections/ownership-slice';
import { dayAfter } from './owner-periods';
import { correctedVersions, withCorrections } from './owner-set-corrections';
import { OwnerSetReplay } from './owner-set-replay';

/** Every version of every link and entity that was ever upstream of `targetId` (a superset at any moment). */
export async function everUpstream(reader: ReadStoreReader, accountId: number, targetId: number) {
  const links: LinkVersionDocument[] = [];
  const collect = (link: object) => {
    links.push(link as LinkVersionDocument);
    return true;
  };
  const { reached } = await walk(reader, LINK_VERSIONS, accountId, [targetId], 'upstream', {
    filter: {},
    keep: collect,
  });
  const entities: EntityVersionDocument[] = [];
  for (const batch of batchesOf([...reached].sort((a, b) => a - b)))
    entities.push(
      ...(await reader.find<EntityVersionDocument>(ENTITY_VERSIONS, {
        accountId,
        entityId: oneOrMany(batch),
      })),
    );
  return { links, entities };
}

export type OwnerSetVersions = Awaited<ReturnType<typeof everUpstream>>;
export type SetOwner = BeneficialOwnerSet['owners'][number];

/** What the engine reads of a graph (ownership-graph.ts, relationship-rules.ts): equal keys, equal owners. */
const engineKey = ({ entities, relationships }: OwnershipGraph): string =>
  JSON.stringify([
    entities.map((e) => [e.id, e.name, e.type]),
    relationships.map((r) => [
      r.id,
      r.sourceEntityId,
      r.targetEntityId,
      r.type,
      r.ownershipPercentage,
      r.natureOfInterest ?? null,
      r.effectiveControl ?? null,
    ]),
  ]);

/** The beneficial owners the engine finds in `graph` on `day`, by id. */
export function ownersOn(
  graph: OwnershipGraph,
  targetId: number,
  day: string,
  threshold: number,
): SetOwner[] {
  return computeBeneficialOwners(graph, targetId, { threshold, asOf: day, maxPaths: 0 })
    .owners.filter((o) => o.isBeneficialOwner)
    .map((o) => ({
      individualId: o.individualId,
      name: o.name,
      category: o.category ?? null,
      totalOwnership: o.totalOwnership,
      hasEffectiveControl: o.hasEffectiveControl,
    }))
    .sort((a, b) => a.individualId - b.individualId);
}

/** A disposal is effective on its end date, the last day held: the owners change the day after. */
export function effectiveDayOf(change: LinkVersionDocument, timeZone: string): string {
  const day = (change.effectiveAt ?? localDay(change.recordedFrom, timeZone)).slice(0, 10);
  const disposal = change.changeKind === 'updated' && change.endDate?.slice(0, 10) === day;
  return disposal ? dayAfter(day) : day;
}

/** The recorded changes of the slice in log order, one per position, up to `knownAt` when given. */
export const changesOf = (links: readonly LinkVersionDocument[], knownAt?: string): LinkVersionDocument[] => [
  ...new Map(
    [...links]
      .sort((a, b) => a.position - b.position)
      .filter((l) => knownAt === undefined || l.recordedFrom <= knownAt)
      .map((l) => [l.position, l] as const),
  ).values(),
];

/** Appends the owners after `change` unless they are the last set's; the last set ends where this one starts. */
export function appendSet(
  sets: BeneficialOwnerSet[],
  change: LinkVersionDocument,
  day: string,
  owners: SetOwner[],
) {
  const last = sets.at(-1);
  if (last && JSON.stringify(last.owners) === JSON.stringify(owners)) return;
  if (last) Object.assign(last, { effectiveTo: day, recordedTo: change.recordedFrom });
  sets.push({
    correction: false,
    relationshipId: null,
    effectiveFrom: day,
    effectiveTo: null,
    recordedFrom: change.recordedFrom,
    recordedTo: null,
    eventId: change.eventId,
    correlationId: change.correlationId,
    owners: owners.map((owner) => ({ ...owner })),
  });
}

/**
 * The sets of beneficial owners the register has given for `targetId`, from the link version history (so a
 * rebuild gives the same history): after each recorded change of a link in its slice, the owners as of that
 * change's effective day (its `effectiveAt`, else the day it was recorded in `timeZone`); a change that leaves
 * the owners as they were adds nothing. Up to `knownAt` when given. A link deleted by then never existed: its
 * deletion is a correction entry, not a change of owners on the day it was deleted (owner-set-corrections.ts). The engine runs once per distinct graph it
 * reads (owner-set-replay.ts): a change outside the part upstream of the target that day, of a field the engine
 * does not read (notes, a reason), or whose day leaves the same links in force reuses the owners found before.
 */
export function ownerSetHistory(
  recorded: OwnerSetVersions,
  targetId: number,
  { threshold, timeZone, knownAt }: { threshold: number; timeZone: string; knownAt?: string },
): BeneficialOwnerSet[] {
  const { versions, removals } = correctedVersions(recorded, knownAt);
  const sets: BeneficialOwnerSet[] = [];
  const replay = new OwnerSetReplay(versions.links, versions.entities);
  const found = new Map<string, SetOwner[]>();
  let owners: SetOwner[] | undefined;
  for (const change of changesOf(versions.links, knownAt)) {
    const day = effectiveDayOf(change, timeZone);
    replay.advanceTo(change.position);
    if (!owners || !replay.unchangedOn(day)) {
      const graph = replay.graphOn(targetId, day);
      if (!graph) {
        owners = undefined;
        continue;
      }
      const key = engineKey(graph);
      owners = found.get(key);
      if (!owners) found.set(key, (owners = ownersOn(graph, targetId, day, threshold)));
    }
    appendSet(sets, change, day, owners);
  }
  return withCorrections(sets, removals);
}
