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

/**
 * The register at each change, replayed over the versions in log order: each version replaces its record's
 * previous one (a removed one takes it out), so the graph at a change is built from what is current, not by
 * testing every version's period again.
 */
class Replay {
  private readonly links = new Map<number, LinkVersionDocument>();
  private readonly entities = new Map<number, EntityVersionDocument>();
  private readonly pending: (LinkVersionDocument | EntityVersionDocument)[];
  private next = 0;

  constructor(links: readonly LinkVersionDocument[], entities: readonly EntityVersionDocument[]) {
    this.pending = [...links, ...entities].sort((a, b) => a.position - b.position);
  }

  /** The graph once every version up to `position` is applied; null while `targetId` is not registered. */
  graphAt(position: number, targetId: number): OwnershipGraph | null {
    for (; this.next < this.pending.length && this.pending[this.next]!.position <= position; this.next++) {
      const version = this.pending[this.next]!;
      if ('relationshipId' in version && typeof version.relationshipId === 'number') {
        const link = version as LinkVersionDocument;
        if (link.removed) this.links.delete(link.relationshipId);
        else this.links.set(link.relationshipId, link);
      } else {
        const entity = version as EntityVersionDocument;
        if (entity.removed) this.entities.delete(entity.entityId);
        else this.entities.set(entity.entityId, entity);
      }
    }
    if (!this.entities.has(targetId)) return null;
    const known = [...this.entities.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
    return {
      entities: known.map((e) => ({ id: e.entityId, name: e.name, type: e.type })),
      relationships: [...this.links.values()]
        .filter((l) => this.entities.has(l.sourceEntityId) && this.entities.has(l.targetEntityId))
        .sort((a, b) => a.relationshipId - b.relationshipId)
        .map((l) => ({ ...l, id: l.relationshipId })),
    };
  }
}

/** A disposal is effective on its end date, the last day held: the owners change the day after. */
function effectiveDayOf(change: LinkVersionDocument, timeZone: string): string {
  const day = (change.effectiveAt ?? localDay(change.recordedFrom, timeZone)).slice(0, 10);
  const disposal = change.changeKind === 'updated' && change.endDate?.slice(0, 10) === day;
  return disposal ? dayAfter(day) : day;
}

/**
 * The sets of beneficial owners the register has given for `targetId`, from the link version history (so a
 * rebuild gives the same history): after each recorded change of a link in its slice, the owners as of that
 * change's effective day (its `effectiveAt`, else the day it was recorded in `timeZone`); a change that leaves
 * the owners as they were adds nothing. Up to `knownAt` when given.
 */
export function ownerSetHistory(
  { links, entities }: { links: LinkVersionDocument[]; entities: EntityVersionDocument[] },
  targetId: number,
  { threshold, timeZone, knownAt }: { threshold: number; timeZone: string; knownAt?: string },
): BeneficialOwnerSet[] {
  const changes = [
    ...new Map(
      [...links]
        .sort((a, b) => a.position - b.position)
        .filter((l) => knownAt === undefined || l.recordedFrom <= knownAt)
        .map((l) => [l.position, l] as const),
    ).values(),
  ];
  const sets: BeneficialOwnerSet[] = [];
  const replay = new Replay(links, entities);
  let previousKey = '';
  for (const change of changes) {
    const day = effectiveDayOf(change, timeZone);
    const graph = replay.graphAt(change.position, targetId);
    if (!graph) continue;
    const owners = computeBeneficialOwners(graph, targetId, { threshold, asOf: day, maxPaths: 0 })
      .owners.filter((o) => o.isBeneficialOwner)
      .map((o) => ({
        individualId: o.individualId,
        name: o.name,
        category: o.category ?? null,
        totalOwnership: o.totalOwnership,
        hasEffectiveControl: o.hasEffectiveControl,
      }))
      .sort((a, b) => a.individualId - b.individualId);
    const key = JSON.stringify(owners);
    if (key === previousKey) continue;
    previousKey = key;
    const last = sets.at(-1);
    if (last) Object.assign(last, { effectiveTo: day, recordedTo: change.recordedFrom });
    sets.push({
      effectiveFrom: day,
      effectiveTo: null,
      recordedFrom: change.recordedFrom,
      recordedTo: null,
      eventId: change.eventId,
      correlationId: change.correlationId,
      owners,
    });
  }
  return sets;
}
