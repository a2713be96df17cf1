import { type GraphIndex, TRUST_ROLE_CODES } from './graph-index';
import { controllersOf } from './control-chains';
import { solveUpstream, type UpstreamOwnership } from './integrated-ownership';
import { lookThrough } from './look-through';
import type { TrustRole } from './ownership-graph';

export const TOLERANCE = 1e-9;

/** How a person is a beneficial owner of a trust: a role in it, or holding or controlling it. */
export type TrustInterest = TrustRole | 'holder';

/** The natural persons behind an entity (its beneficial owners), each with how they hold it. */
export type OwnersBehind = ReadonlyMap<number, TrustInterest>;

/** What is known about one natural person and one target, before the threshold test is formatted. */
export interface PersonFacts {
  ownership: number;
  /** The interests of individuals this person is regarded to have under s56(2) (docs/decisions/0078). */
  deemed: number;
  control: boolean;
  /** Roles in the target trust, held directly or through a legal party looked through. */
  trustRoles: Set<TrustRole>;
  /** Interests in trusts that hold >= threshold of the target or control it. */
  trustHoldings: Set<TrustInterest>;
  /**
   * Every role the person holds in such a trust itself, for the list of interests only: `trustHoldings` keeps
   * the one interest the trust's owners name them by, which sets the category.
   */
  holdingTrustRoles?: Set<TrustRole>;
}

export interface TargetFacts {
  upstream: UpstreamOwnership;
  persons: Map<number, PersonFacts>;
}

/**
 * What an entity's facts need apart from the owners behind other entities: its upstream solve and
 * controllers, and the entities it looks through (its legal trust parties, the trusts that hold or control it).
 */
export interface FactsPlan {
  entity: number;
  upstream: UpstreamOwnership;
  controllers: number[];
  parties: { party: number; role: TrustRole }[];
  holdingTrusts: number[];
}

/** Counts the plans built (each one an upstream solve), so specs can check look-through evaluates each entity once. */
export const lookThroughStats = { evaluations: 0 };

/** What the threshold test weighs: the person's own integrated share and the interests deemed theirs. */
export const interestOf = (facts: PersonFacts): number => facts.ownership + facts.deemed;

export function isBeneficialOwner(facts: PersonFacts, fraction: number): boolean {
  return (
    interestOf(facts) >= fraction - TOLERANCE ||
    facts.control ||
    facts.trustRoles.size > 0 ||
    facts.trustHoldings.size > 0
  );
}

/** Shared by every person without roles or trust holdings (most of them), replaced before the first add. */
const NO_ROLES: ReadonlySet<TrustRole> = new Set();
const NO_HOLDINGS: ReadonlySet<TrustInterest> = new Set();

function factsFor(persons: Map<number, PersonFacts>, person: number): PersonFacts {
  let facts = persons.get(person);
  if (!facts) {
    facts = {
      ownership: 0,
      deemed: 0,
      control: false,
      trustRoles: NO_ROLES as Set<TrustRole>,
      trustHoldings: NO_HOLDINGS as Set<TrustInterest>,
    };
    persons.set(person, facts);
  }
  return facts;
}

function addRole(facts: PersonFacts, role: TrustRole): void {
  if (facts.trustRoles === NO_ROLES) facts.trustRoles = new Set();
  facts.trustRoles.add(role);
}

function addHolding(facts: PersonFacts, interest: TrustInterest): void {
  if (facts.trustHoldings === NO_HOLDINGS) facts.trustHoldings = new Set();
  facts.trustHoldings.add(interest);
}

export function planFacts(index: GraphIndex, entity: number, fraction: number): FactsPlan {
  lookThroughStats.evaluations++;
  const { types } = index;
  const upstream = solveUpstream(index, entity);
  const controllers = controllersOf(index, entity);
  const parties: FactsPlan['parties'] = [];
  if (types[entity] === 'trust') {
    const { start, from, weight } = index.trustParties;
    for (let e = start[entity]; e < start[entity + 1]; e++)
      parties.push({ party: from[e], role: TRUST_ROLE_CODES[weight[e]] });
  }
  const trusts = new Set(controllers.filter((c) => types[c] === 'trust'));
  upstream.nodes.forEach((node, k) => {
    if (types[node] === 'trust' && upstream.values[k] >= fraction - TOLERANCE) trusts.add(node);
  });
  trusts.delete(entity);
  return { entity, upstream, controllers, parties, holdingTrusts: [...trusts].sort((a, b) => a - b) };
}

/** The entities whose owners an entity's facts take in. */
export function lookedThrough(index: GraphIndex, plan: FactsPlan): number[] {
  const legalParties = plan.parties.filter(({ party }) => index.types[party] !== 'individual');
  return [...legalParties.map(({ party }) => party), ...plan.holdingTrusts];
}

/** An entity's facts, given the owners behind the entities it looks through. */
export function assembleFacts(
  index: GraphIndex,
  plan: FactsPlan,
  ownersBehind: (entity: number) => OwnersBehind,
): Map<number, PersonFacts> {
  const { types } = index;
  const { upstream } = plan;
  const persons = new Map<number, PersonFacts>();
  upstream.nodes.forEach((node, k) => {
    if (types[node] === 'individual' && upstream.values[k] > 0)
      factsFor(persons, node).ownership = upstream.values[k];
  });
  if (index.deemedBy.size > 0)
    upstream.nodes.forEach((node, k) => {
      if (types[node] !== 'individual' || !(upstream.values[k] > 0)) return;
      for (const { person } of index.deemedBy.get(node) ?? [])
        factsFor(persons, person).deemed += upstream.values[k];
    });
  for (const controller of plan.controllers)
    if (types[controller] === 'individual') factsFor(persons, controller).control = true;
  for (const { party, role } of plan.parties) {
    if (types[party] === 'individual') addRole(factsFor(persons, party), role);
    else for (const person of ownersBehind(party).keys()) addRole(factsFor(persons, person), role);
  }
  const { start, from, weight } = index.trustParties;
  for (const trust of plan.holdingTrusts) {
    const behind = ownersBehind(trust);
    for (const [person, interest] of behind) addHolding(factsFor(persons, person), interest);
    for (let e = start[trust]; e < start[trust + 1]; e++) {
      if (!behind.has(from[e])) continue;
      const facts = factsFor(persons, from[e]);
      (facts.holdingTrustRoles ??= new Set()).add(TRUST_ROLE_CODES[weight[e]]);
    }
  }
  return persons;
}

function heldAs(facts: PersonFacts, fraction: number): TrustInterest {
  const [role] = facts.trustRoles;
  if (role) return role;
  if (interestOf(facts) >= fraction - TOLERANCE) return 'holder';
  if (facts.control) return 'controller';
  const [held] = facts.trustHoldings;
  return held;
}

/** The beneficial owners among an entity's persons, with how each holds it. */
export function ownersAmong(persons: Map<number, PersonFacts>, fraction: number): Map<number, TrustInterest> {
  const owners = new Map<number, TrustInterest>();
  for (const [person, facts] of persons)
    if (isBeneficialOwner(facts, fraction)) owners.set(person, heldAs(facts, fraction));
  return owners;
}

export function targetFacts(index: GraphIndex, target: number, fraction: number): TargetFacts {
  const plan = planFacts(index, target, fraction);
  const resolved = lookThrough(index, fraction);
  const persons = assembleFacts(index, plan, (entity) => resolved.ownersBehind(entity));
  return { upstream: plan.upstream, persons };
}
