import {
  type GraphRelationship,
  isActiveOn,
  LINKS_LEADING_BOTH_WAYS,
  type OwnershipGraph,
} from '@ledgerline/ownership';
import type { EntityVersionDocument, LinkVersionDocument } from './projections/ownership-history.projector';

const isLink = (version: LinkVersionDocument | EntityVersionDocument): version is LinkVersionDocument =>
  'relationshipId' in version && typeof version.relationshipId === 'number';

/** The ends a walk upstream reaches a link from (ownership-slice.ts): its target, and for a two-way link its source too. */
const upstreamEnds = (link: LinkVersionDocument): number[] =>
  LINKS_LEADING_BOTH_WAYS.includes(link.type)
    ? [link.targetEntityId, link.sourceEntityId]
    : [link.targetEntityId];

/**
 * The days on which every link a walk met is in force or not as on the walk's day: from `from` (inclusive) to
 * `before` (exclusive). `${day}~` sorts after that day and before the next, so "after an end" is a bound too.
 */
class SameDays {
  private from = '';
  private before = '\uffff';

  /** Narrows the span to the days on which `link`'s dates (isActiveOn, to the day) say what they say on `day`. */
  narrow(link: GraphRelationship, day: string): void {
    const start = link.startDate?.slice(0, 10);
    const end = link.endDate?.slice(0, 10);
    if (start) this.bound(start <= day, start);
    if (end) this.bound(end < day, `${end}~`);
  }

  holds(day: string): boolean {
    return day >= this.from && day < this.before;
  }

  private bound(lower: boolean, at: string): void {
    if (lower && at > this.from) this.from = at;
    if (!lower && at < this.before) this.before = at;
  }
}

/**
 * The register at each change, replayed over the versions in log order: each version replaces its record's
 * previous one (a removed one takes it out), with the links reaching each entity from upstream indexed, so
 * the graph of a day is the part of the slice then upstream of the target through links in force that day.
 * The engine follows nothing else (it walks up from the target through active links), so its owners are the
 * same as on the whole slice, at the cost of that part only. A replayed version that touches none of the last
 * walk's entities and links leaves that walk's graph as it was, on the days its links' dates allow.
 */
export class OwnerSetReplay {
  private readonly links = new Map<number, LinkVersionDocument>();
  private readonly entities = new Map<number, EntityVersionDocument>();
  private readonly upstream = new Map<number, Set<number>>();
  private readonly asGraph = new Map<LinkVersionDocument, GraphRelationship>();
  private readonly pending: (LinkVersionDocument | EntityVersionDocument)[];
  private next = 0;
  /** The last walk: the entities it reached, every end of a link it met, the days its graph holds. */
  private last: { reached: Set<number>; met: Set<number>; days: SameDays } | null = null;

  constructor(links: readonly LinkVersionDocument[], entities: readonly EntityVersionDocument[]) {
    this.pending = [...links, ...entities].sort((a, b) => a.position - b.position);
  }

  /** Applies every version up to `position`. */
  advanceTo(position: number): void {
    for (; this.next < this.pending.length && this.pending[this.next]!.position <= position; this.next++) {
      const version = this.pending[this.next]!;
      if (isLink(version)) this.applyLink(version);
      else {
        if (this.last?.met.has(version.entityId)) this.last = null;
        if (version.removed) this.entities.delete(version.entityId);
        else this.entities.set(version.entityId, version);
      }
    }
  }

  /** Whether the graph of `day` is the one the last walk built (nothing it met changed, its dates allow). */
  unchangedOn(day: string): boolean {
    return this.last !== null && this.last.days.holds(day);
  }

  /**
   * The graph the engine reads for `targetId` on `day` (null while it is not registered): the entities reached
   * upstream through links in force that day between registered entities, in the order of the whole slice's
   * graph (by version id), and those links by id.
   */
  graphOn(targetId: number, day: string): OwnershipGraph | null {
    this.last = null;
    if (!this.entities.has(targetId)) return null;
    const reached = new Set([targetId]);
    const met = new Set([targetId]);
    const days = new SameDays();
    const queue = [targetId];
    const followed = new Map<number, GraphRelationship>();
    for (let k = 0; k < queue.length; k++)
      for (const relationshipId of this.upstream.get(queue[k]!) ?? []) {
        const link = this.links.get(relationshipId)!;
        const ends = [link.sourceEntityId, link.targetEntityId];
        ends.forEach((end) => met.add(end));
        const relationship = this.graphLink(link);
        if (!relationship.isActive || !ends.every((end) => this.entities.has(end))) continue;
        days.narrow(relationship, day);
        if (!isActiveOn(relationship, day)) continue;
        followed.set(relationshipId, relationship);
        for (const end of ends)
          if (!reached.has(end)) {
            reached.add(end);
            queue.push(end);
          }
      }
    this.last = { reached, met, days };
    const known = [...reached].map((id) => this.entities.get(id)!).sort((a, b) => (a.id < b.id ? -1 : 1));
    return {
      entities: known.map((e) => ({ id: e.entityId, name: e.name, type: e.type })),
      relationships: [...followed.values()].sort((a, b) => a.id - b.id),
    };
  }

  private applyLink(version: LinkVersionDocument): void {
    const before = this.links.get(version.relationshipId);
    const reached = this.last?.reached;
    for (const link of before ? [before, version] : [version])
      if (!link.removed && upstreamEnds(link).some((end) => reached?.has(end))) this.last = null;
    if (before) for (const end of upstreamEnds(before)) this.upstream.get(end)?.delete(before.relationshipId);
    if (version.removed) {
      this.links.delete(version.relationshipId);
      return;
    }
    this.links.set(version.relationshipId, version);
    for (const end of upstreamEnds(version)) {
      const into = this.upstream.get(end) ?? new Set<number>();
      this.upstream.set(end, into.add(version.relationshipId));
    }
  }

  private graphLink(link: LinkVersionDocument): GraphRelationship {
    let relationship = this.asGraph.get(link);
    if (!relationship) this.asGraph.set(link, (relationship = { ...link, id: link.relationshipId }));
    return relationship;
  }
}
