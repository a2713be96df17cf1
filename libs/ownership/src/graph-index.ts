import type { AsOf, EntityType, GraphRelationship, OwnershipGraph, TrustRole } from './ownership-graph';
import { countedHoldings, type RecordedHolding } from './counted-holdings';
import { declaredTopUps } from './declared-holdings';
import { attributeToNominators, type NomineeLink } from './nominees';
import { type DeemingLink, dayOf, isActiveOn, meaningOf } from './relationship-rules';

/** Incoming edges per entity in compressed rows: edges into `n` are `from[start[n] .. start[n+1])`. */
export interface IncomingEdges {
  start: Int32Array;
  from: Int32Array;
  weight: Float64Array;
  /** Set on a holding that tops up a declared indirect share (docs/decisions/0080); absent when there is none. */
  declared?: Uint8Array;
  /** Per edge, the nominee that is the holder of record (-1: held in the holder's own name); owners only. */
  via?: Int32Array;
}

/** A person regarded to have a holder's beneficial interest (s56(2), docs/decisions/0078). */
export interface DeemedInterest {
  person: number;
  link: DeemingLink;
}

export const TRUST_ROLE_CODES: readonly TrustRole[] = ['founder', 'trustee', 'beneficiary', 'controller'];

/** The active graph of one day, by dense index, built once and reused for every target. */
export interface GraphIndex {
  size: number;
  ids: number[];
  names: string[];
  types: EntityType[];
  indexOf: Map<number, number>;
  /** Holders of each entity with the fraction held. */
  owners: IncomingEdges;
  /** Explicit controllers of each entity (weight unused). */
  controllers: IncomingEdges;
  /** Parties of each trust; weight is the index into TRUST_ROLE_CODES. */
  trustParties: IncomingEdges;
  /** By holder (an individual): the individuals regarded to have its interests, one link each. */
  deemedBy: ReadonlyMap<number, readonly DeemedInterest[]>;
  /** Lazily filled caches that depend only on this index (and the threshold). */
  cache: Map<string, unknown>;
}

function compress(
  size: number,
  edges: { to: number; from: number; weight: number; declared?: boolean; via?: number }[],
): IncomingEdges {
  const start = new Int32Array(size + 1);
  for (const edge of edges) start[edge.to + 1]++;
  for (let i = 0; i < size; i++) start[i + 1] += start[i];
  const cursor = start.slice(0, size);
  const from = new Int32Array(edges.length);
  const weight = new Float64Array(edges.length);
  const declared = edges.some((edge) => edge.declared) ? new Uint8Array(edges.length) : undefined;
  const via = edges.some((edge) => edge.via !== undefined) ? new Int32Array(edges.length) : undefined;
  for (const edge of edges) {
    const slot = cursor[edge.to]++;
    from[slot] = edge.from;
    weight[slot] = edge.weight;
    if (declared && edge.declared) declared[slot] = 1;
    if (via) via[slot] = edge.via ?? -1;
  }
  return { start, from, weight, ...(declared ? { declared } : {}), ...(via ? { via } : {}) };
}

/** Sorting by id makes every sum independent of the order the relationships arrive in; most arrive sorted. */
function byId(relationships: readonly GraphRelationship[]): readonly GraphRelationship[] {
  for (let k = 1; k < relationships.length; k++)
    if (relationships[k - 1].id > relationships[k].id) return [...relationships].sort((a, b) => a.id - b.id);
  return relationships;
}

/** Between individuals only, and once per pair whatever the number of links (docs/decisions/0078). */
function deemInterest(
  deemedBy: Map<number, DeemedInterest[]>,
  graph: OwnershipGraph,
  person: number,
  holder: number,
  link: DeemingLink,
): void {
  if (graph.entities[person].type !== 'individual' || graph.entities[holder].type !== 'individual') return;
  const list = deemedBy.get(holder) ?? [];
  if (!list.some((deemed) => deemed.person === person)) list.push({ person, link });
  deemedBy.set(holder, list);
}

export function buildGraphIndex(graph: OwnershipGraph, asOf?: AsOf): GraphIndex {
  const day = dayOf(asOf);
  const size = graph.entities.length;
  const indexOf = new Map<number, number>();
  graph.entities.forEach((entity, i) => indexOf.set(entity.id, i));
  const recorded: RecordedHolding[] = [];
  const declared: RecordedHolding[] = [];
  const controlled: { to: number; from: number; weight: number }[] = [];
  const roles: { to: number; from: number; weight: number }[] = [];
  const nominees: NomineeLink[] = [];
  const deemedBy = new Map<number, DeemedInterest[]>();
  for (const relationship of byId(graph.relationships)) {
    if (!isActiveOn(relationship, day)) continue;
    const meaning = meaningOf(relationship);
    const source = indexOf.get(relationship.sourceEntityId);
    const target = indexOf.get(relationship.targetEntityId);
    if (source === undefined || target === undefined) continue;
    if (meaning.ownership) {
      const holder = indexOf.get(meaning.ownership.holderId) as number;
      const held = indexOf.get(meaning.ownership.heldId) as number;
      if (graph.entities[held].type !== 'individual') {
        const holding = { holder, held, fraction: meaning.ownership.fraction };
        (meaning.ownership.declared ? declared : recorded).push(holding);
      }
    }
    if (meaning.control) controlled.push({ to: target, from: source, weight: 1 });
    if (meaning.trustRole && graph.entities[target].type === 'trust') {
      roles.push({ to: target, from: source, weight: TRUST_ROLE_CODES.indexOf(meaning.trustRole) });
    }
    if (meaning.nominee) nominees.push({ nominee: source, nominator: target, part: meaning.nominee.part });
    for (const { personId, holderId, link } of meaning.deemed ?? [])
      deemInterest(deemedBy, graph, indexOf.get(personId) as number, indexOf.get(holderId) as number, link);
  }
  const owned = attributeToNominators(countedHoldings(recorded), nominees).map(
    ({ holder, held, fraction, via }) => ({ to: held, from: holder, weight: fraction, via }),
  );
  const index: GraphIndex = {
    size,
    ids: graph.entities.map((e) => e.id),
    names: graph.entities.map((e) => e.name),
    types: graph.entities.map((e) => e.type),
    indexOf,
    owners: compress(size, owned),
    controllers: compress(size, controlled),
    trustParties: compress(size, roles),
    deemedBy,
    cache: new Map(),
  };
  if (declared.length === 0) return index;
  index.owners = compress(size, [...owned, ...declaredTopUps(index, declared)]);
  index.cache = new Map();
  return index;
}

const indexes = new WeakMap<OwnershipGraph, Map<string, GraphIndex>>();

/** Graphs are treated as immutable: the index of a graph object is cached per day. */
export function graphIndexOf(graph: OwnershipGraph, asOf?: AsOf): GraphIndex {
  const day = dayOf(asOf);
  let byDay = indexes.get(graph);
  if (!byDay) indexes.set(graph, (byDay = new Map()));
  let index = byDay.get(day);
  if (!index) byDay.set(day, (index = buildGraphIndex(graph, day)));
  return index;
}

export function cached<T>(index: GraphIndex, key: string, build: () => T): T {
  if (!index.cache.has(key)) index.cache.set(key, build());
  return index.cache.get(key) as T;
}
