import type { BeneficialOwnerSet } from '@ledgerline/contracts';
import type { OwnershipGraph } from '@ledgerline/ownership';
import {
  appendSet,
  changesOf,
  effectiveDayOf,
  type OwnerSetVersions,
  ownersOn,
} from '../modules/ownership/owner-set-history';
import { correctedVersions, withCorrections } from '../modules/ownership/owner-set-corrections';
import type {
  EntityVersionDocument,
  LinkVersionDocument,
} from '../modules/ownership/projections/ownership-history.projector';

/**
 * The owner-set history as it was first written (docs/decisions/0033 part 5), kept as the reference the fast
 * path is checked and measured against: the engine runs once per change on the whole slice as it stood then.
 */
export function referenceOwnerSetHistory(
  recorded: OwnerSetVersions,
  targetId: number,
  { threshold, timeZone, knownAt }: { threshold: number; timeZone: string; knownAt?: string },
): BeneficialOwnerSet[] {
  const { versions, removals } = correctedVersions(recorded, knownAt);
  const sets: BeneficialOwnerSet[] = [];
  const replay = new WholeSliceReplay(versions.links, versions.entities);
  for (const change of changesOf(versions.links, knownAt)) {
    const day = effectiveDayOf(change, timeZone);
    const graph = replay.graphAt(change.position, targetId);
    if (graph) appendSet(sets, change, day, ownersOn(graph, targetId, day, threshold));
  }
  return withCorrections(sets, removals);
}

/** Each version replaces its record's previous one (a removed one takes it out); the graph is all that is current. */
class WholeSliceReplay {
  private readonly links = new Map<number, LinkVersionDocument>();
  private readonly entities = new Map<number, EntityVersionDocument>();
  private readonly pending: (LinkVersionDocument | EntityVersionDocument)[];
  private next = 0;

  constructor(links: readonly LinkVersionDocument[], entities: readonly EntityVersionDocument[]) {
    this.pending = [...links, ...entities].sort((a, b) => a.position - b.position);
  }

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
