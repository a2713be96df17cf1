import { cached, type GraphIndex, TRUST_ROLE_CODES } from './graph-index';
import { controllersOf } from './control-chains';
import { solveUpstream, type UpstreamOwnership } from './integrated-ownership';
import type { TrustRole } from './ownership-graph';

export const TOLERANCE = 1e-9;
const MAX_LOOK_THROUGH_DEPTH = 64;

/** How a person is a beneficial owner of a trust: a role in it, or holding or controlling it. */
export type TrustInterest = TrustRole | 'holder';

/** What is known about one natural person and one target, before the threshold test is formatted. */
export interface PersonFacts {
  ownership: number;
  control: boolean;
  /** Roles in the target trust, held directly or through a legal party looked through. */
  trustRoles: Set<TrustRole>;
  /** Interests in trusts that hold >= threshold of the target or control it. */
  trustHoldings: Set<TrustInterest>;
}

export interface TargetFacts {
  upstream: UpstreamOwnership;
  persons: Map<number, PersonFacts>;
}

interface LookThrough {
  memo: Map<number, Map<number, TrustInterest>>;
  inProgress: Set<number>;
  guardHits: number;
}

export function isBeneficialOwner(facts: PersonFacts, fraction: number): boolean {
  return (
    facts.ownership >= fraction - TOLERANCE ||
    facts.control ||
    facts.trustRoles.size > 0 ||
    facts.trustHoldings.size > 0
  );
}

function factsFor(persons: Map<number, PersonFacts>, person: number): PersonFacts {
  let facts = persons.get(person);
  if (!facts) {
    facts = { ownership: 0, control: false, trustRoles: new Set(), trustHoldings: new Set() };
    persons.set(person, facts);
  }
  return facts;
}

export function targetFacts(index: GraphIndex, target: number, fraction: number): TargetFacts {
  const lookThrough = cached(index, `look-through:${fraction}`, (): LookThrough => ({
    memo: new Map(),
    inProgress: new Set(),
    guardHits: 0,
  }));
  return evaluate(index, target, fraction, lookThrough);
}

function evaluate(index: GraphIndex, target: number, fraction: number, context: LookThrough): TargetFacts {
  const { types } = index;
  const upstream = solveUpstream(index, target);
  const persons = new Map<number, PersonFacts>();
  const controllers = controllersOf(index, target);
  upstream.nodes.forEach((node, k) => {
    if (types[node] === 'individual' && upstream.values[k] > 0)
      factsFor(persons, node).ownership = upstream.values[k];
  });
  for (const controller of controllers)
    if (types[controller] === 'individual') factsFor(persons, controller).control = true;
  if (types[target] === 'trust') {
    const { start, from, weight } = index.trustParties;
    for (let e = start[target]; e < start[target + 1]; e++) {
      const role = TRUST_ROLE_CODES[weight[e]];
      if (types[from[e]] === 'individual') factsFor(persons, from[e]).trustRoles.add(role);
      else
        for (const person of trustOwners(index, from[e], fraction, context).keys())
          factsFor(persons, person).trustRoles.add(role);
    }
  }
  const trusts = new Set(controllers.filter((c) => types[c] === 'trust'));
  upstream.nodes.forEach((node, k) => {
    if (types[node] === 'trust' && upstream.values[k] >= fraction - TOLERANCE) trusts.add(node);
  });
  trusts.delete(target);
  for (const trust of [...trusts].sort((a, b) => a - b)) {
    for (const [person, interest] of trustOwners(index, trust, fraction, context)) {
      factsFor(persons, person).trustHoldings.add(interest);
    }
  }
  return { upstream, persons };
}

function interestOf(facts: PersonFacts, fraction: number): TrustInterest {
  const [role] = facts.trustRoles;
  if (role) return role;
  if (facts.ownership >= fraction - TOLERANCE) return 'holder';
  if (facts.control) return 'controller';
  const [held] = facts.trustHoldings;
  return held;
}

/** Natural persons behind an entity (the beneficial owners of it), with how they hold it. */
function trustOwners(
  index: GraphIndex,
  entity: number,
  fraction: number,
  context: LookThrough,
): Map<number, TrustInterest> {
  const known = context.memo.get(entity);
  if (known) return known;
  if (context.inProgress.has(entity) || context.inProgress.size >= MAX_LOOK_THROUGH_DEPTH) {
    context.guardHits++;
    return new Map();
  }
  const hitsBefore = context.guardHits;
  context.inProgress.add(entity);
  try {
    const result = new Map<number, TrustInterest>();
    for (const [person, facts] of evaluate(index, entity, fraction, context).persons) {
      if (!isBeneficialOwner(facts, fraction)) continue;
      result.set(person, interestOf(facts, fraction));
    }
    // A result cut short by a loop of look-throughs depends on where the loop was entered: keep it uncached.
    if (context.guardHits === hitsBefore) context.memo.set(entity, result);
    return result;
  } finally {
    context.inProgress.delete(entity);
  }
}
