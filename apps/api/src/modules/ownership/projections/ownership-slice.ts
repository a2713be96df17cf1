import { LINKS_LEADING_BOTH_WAYS, type OwnershipGraph } from '@ledgerline/ownership';
import type { CollectionLayouts, DocumentFilter, ReadStoreReader } from '@ledgerline/projections';
import { eventLoopTurns } from '../../../shared/event-loop-turns';
import type { OwnershipEntityDocument, OwnershipLinkDocument } from './ownership-graph.projector';

/** The collections of one copy of the ownership graph (the projected one, or a projector's own). */
export interface GraphCollections {
  entities: string;
  links: string;
  /** Where the copy records each account's graph version (ownership-graph-version.ts), if it does. */
  versions?: string;
}

type End = 'sourceEntityId' | 'targetEntityId';
interface Step {
  from: End;
  to: End;
  types?: readonly string[];
}

/**
 * A link leads from its upstream end (holder, controller, trust party) to its downstream end: source to target
 * for every type but `subsidiary`, whose share runs target to source while its control (when a field says so)
 * runs source to target, and an edit can change which of the two it carries. So a subsidiary link counts as
 * leading both ways, as do a nominee's link (its holdings are its nominator's) and the s56(2) links (a
 * spouse's interest is the other's; docs/decisions/0078): LINKS_LEADING_BOTH_WAYS. Instead of derived end fields, the link's own ends are indexed with the type after them:
 * walking upstream from F reads the links whose target is in F and the subsidiary links whose source is in F;
 * walking downstream, the reverse. A walk reads a superset of what the engine follows (inactive links too),
 * which is safe: whatever it reaches has its own upstream read as well.
 */
const STEPS: Record<'upstream' | 'downstream', readonly Step[]> = {
  upstream: [
    { from: 'targetEntityId', to: 'sourceEntityId' },
    { from: 'sourceEntityId', to: 'targetEntityId', types: LINKS_LEADING_BOTH_WAYS },
  ],
  downstream: [
    { from: 'sourceEntityId', to: 'targetEntityId' },
    { from: 'targetEntityId', to: 'sourceEntityId', types: LINKS_LEADING_BOTH_WAYS },
  ],
};

/** Ids per query: well inside SQLite's bound-parameter limit, and few round trips. */
const BATCH = 500;

/** The indexes the walks read by; every one starts with accountId, which also deletes a closed account. */
export const graphLayouts = (names: GraphCollections): CollectionLayouts => ({
  [names.entities]: { indexes: [['accountId', 'entityId']] },
  [names.links]: {
    indexes: [
      ['accountId', 'targetEntityId', 'type'],
      ['accountId', 'sourceEntityId', 'type'],
    ],
  },
  ...(names.versions ? { [names.versions]: { indexes: [['accountId']] } } : {}),
});

/** The ends a change of this link starts from: what it points at, and for a link leading both ways both ends. */
export const downstreamEndsOf = (link: Pick<OwnershipLinkDocument, End | 'type'>): number[] =>
  LINKS_LEADING_BOTH_WAYS.includes(link.type)
    ? [link.sourceEntityId, link.targetEntityId]
    : [link.targetEntityId];

export const batchesOf = (ids: readonly number[]): number[][] =>
  Array.from({ length: Math.ceil(ids.length / BATCH) }, (_, k) => ids.slice(k * BATCH, (k + 1) * BATCH));

/**
 * The ids of one query, padded to a power of two by repeating the last (a repeated id matches nothing more):
 * the store prepares a statement per distinct query text, so a walk reuses a few instead of preparing one for
 * every frontier size it meets.
 */
export const oneOrMany = (ids: number[]): number | number[] => {
  if (ids.length === 1) return ids[0];
  const size = 2 ** Math.ceil(Math.log2(ids.length));
  return ids.concat(Array<number>(size - ids.length).fill(ids[ids.length - 1]));
};

/**
 * Narrows a walk to some of a collection's documents: more filter fields (a range on the last indexed one, so
 * no sort is asked for) and a test per document, such as the link versions current at a moment.
 */
export interface WalkScope {
  filter: DocumentFilter;
  keep: (link: OwnershipLinkDocument) => boolean;
  /** The field the scope's range filter is on, last in its indexes: rows come in index order, unsorted. */
  rangeField?: string;
}

/** Breadth-first from `starts`, a batch of ids per query; returns what it reached and the links it read. */
export async function walk(
  reader: ReadStoreReader,
  links: string,
  accountId: number,
  starts: Iterable<number>,
  direction: 'upstream' | 'downstream',
  scope?: WalkScope,
): Promise<{ reached: Set<number>; links: Map<number, OwnershipLinkDocument> }> {
  const steps = STEPS[direction];
  const reached = new Set(starts);
  const read = new Map<number, OwnershipLinkDocument>();
  // A cycle of hundreds of companies is hundreds of levels deep, a query or two each (docs/decisions/0084).
  const pause = eventLoopTurns();
  for (let frontier = [...reached]; frontier.length > 0;) {
    await pause();
    const next: number[] = [];
    for (const batch of batchesOf(frontier))
      for (const { from, to, types } of steps) {
        const filter: DocumentFilter = {
          accountId,
          [from]: oneOrMany(batch),
          ...(types ? { type: [...types] } : {}),
          ...scope?.filter,
        };
        // In the index's own order, so the rows come without a sort step.
        const fields = scope
          ? scope.rangeField && [from, ...(types ? ['type'] : []), scope.rangeField]
          : [from, 'type'];
        const sort = fields ? fields.map((field) => ({ field, direction: 'asc' as const })) : undefined;
        for (const link of await reader.find<OwnershipLinkDocument>(links, filter, { sort })) {
          if (scope && !scope.keep(link)) continue;
          read.set(link.relationshipId, link);
          if (reached.has(link[to])) continue;
          reached.add(link[to]);
          next.push(link[to]);
        }
      }
    frontier = next;
  }
  return { reached, links: read };
}

/** The entity documents of `ids` (missing ones left out), in the order a read of the whole account gives. */
export async function entitiesOf(
  reader: ReadStoreReader,
  names: GraphCollections,
  accountId: number,
  ids: Iterable<number>,
): Promise<OwnershipEntityDocument[]> {
  const found: OwnershipEntityDocument[] = [];
  for (const batch of batchesOf([...new Set(ids)].sort((a, b) => a - b)))
    found.push(
      ...(await reader.find<OwnershipEntityDocument>(
        names.entities,
        { accountId, entityId: oneOrMany(batch) },
        { sort: [{ field: 'entityId', direction: 'asc' }] },
      )),
    );
  // Document ids are text: the engine's results must not depend on how the entities were read.
  return found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The given entities and every entity they hold, control or take part in, transitively (cycle-safe). */
export async function downstreamOf(
  reader: ReadStoreReader,
  names: GraphCollections,
  accountId: number,
  starts: Iterable<number>,
): Promise<Set<number>> {
  return (await walk(reader, names.links, accountId, starts, 'downstream')).reached;
}

/**
 * What the beneficial owners of `targets` depend on: every entity that can reach one of them through a link,
 * and the links among them, in the engine's input shape. The owners of each target computed on it equal the
 * owners computed on the account's whole graph.
 */
export async function upstreamSlice(
  reader: ReadStoreReader,
  names: GraphCollections,
  accountId: number,
  targets: Iterable<number>,
): Promise<OwnershipGraph> {
  const { reached, links } = await walk(reader, names.links, accountId, targets, 'upstream');
  const entities = await entitiesOf(reader, names, accountId, reached);
  return {
    entities: entities.map((e) => ({ id: e.entityId, name: e.name, type: e.type })),
    relationships: [...links.values()]
      .sort((a, b) => a.relationshipId - b.relationshipId)
      .map((link) => ({ ...link, id: link.relationshipId })),
  };
}
