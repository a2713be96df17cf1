import { type GraphIndex, graphIndexOf } from './graph-index';
import { integratedOwnershipOf } from './integrated-ownership';
import { explainedPaths } from './explained-paths';
import {
  interestOf,
  isBeneficialOwner,
  type PersonFacts,
  targetFacts,
  TOLERANCE,
  type TrustInterest,
} from './owner-facts';
import type {
  AsOf,
  TrustRole,
  BeneficialOwnerCategory,
  BeneficialOwnerOptions,
  BeneficialOwnerReason,
  BeneficialOwnerResult,
  BeneficialOwnership,
  OwnershipGraph,
} from './ownership-graph';

const round2 = (percentage: number): number => Math.round(percentage * 100) / 100;

/** Recorded percentages carry up to four decimals (docs/decisions/0072). */
const STORED_DECIMALS = 4;

/**
 * A share as shown: two decimals, unless rounding would lift a share that does not reach the threshold up to
 * it (4.996% as "5.00%" beside "Not Qualifying"); then it is cut, not rounded, at the stored four decimals, so a
 * holding of 4.9999% reads 4.9999%. The verdict is always decided on the exact figure.
 */
export function shownShare(percentage: number, threshold: number, reaches: boolean): number {
  const shown = round2(percentage);
  if (reaches || shown < threshold) return shown;
  // A four-decimal figure times 10^4 can land a hair below its integer (4.9999 * 10^4 = 49998.99...).
  const units = Math.floor(Math.round(percentage * 10 ** (STORED_DECIMALS + 4)) / 10 ** 4);
  const cut = units / 10 ** STORED_DECIMALS;
  return cut < threshold ? cut : threshold - 10 ** -STORED_DECIMALS;
}

const ROLE_CATEGORY: Record<TrustInterest, BeneficialOwnerCategory> = {
  founder: 'Trust Founder',
  trustee: 'Trust Trustee',
  beneficiary: 'Trust Beneficiary',
  controller: 'Trust Controller',
  holder: 'Indirect Shareholder',
};

function indexedTarget(graph: OwnershipGraph, targetId: number, asOf?: AsOf): [GraphIndex, number] {
  const index = graphIndexOf(graph, asOf);
  const target = index.indexOf.get(targetId);
  if (target === undefined)
    throw new RangeError(`OWNERSHIP.UNKNOWN_ENTITY: no entity ${targetId} in the graph`);
  return [index, target];
}

/** The fraction the person holds of the target itself (0 when none); null when it holds no direct share. */
function directShare(index: GraphIndex, person: number, target: number): number | null {
  const { start, from, weight, declared, via } = index.owners;
  let share: number | null = null;
  // A share held through a nominee is the nominator's, but not held in its own name.
  for (let e = start[target]; e < start[target + 1]; e++)
    if (from[e] === person && !declared?.[e] && !(via && via[e] >= 0)) share = (share ?? 0) + weight[e];
  return share;
}

function reasonsOf(facts: PersonFacts, fraction: number): BeneficialOwnerReason[] {
  const reasons: BeneficialOwnerReason[] = [];
  if (interestOf(facts) >= fraction - TOLERANCE) reasons.push('ownership');
  if (facts.control) reasons.push('control');
  if (facts.trustRoles.size > 0) reasons.push('trust_role');
  if (facts.trustHoldings.size > 0) reasons.push('trust_holding');
  return reasons;
}

const PRECEDENCE: readonly TrustInterest[] = ['founder', 'trustee', 'beneficiary', 'controller', 'holder'];

const firstByPrecedence = (interests: ReadonlySet<TrustInterest>): TrustInterest =>
  PRECEDENCE.find((interest) => interests.has(interest)) ?? 'holder';

/** A role in the target trust names the category first, then a qualifying share, control, a trust's holding. */
function categoryOf(
  facts: PersonFacts,
  reasons: BeneficialOwnerReason[],
  direct: boolean,
): BeneficialOwnerCategory {
  if (reasons.includes('trust_role')) return ROLE_CATEGORY[firstByPrecedence(facts.trustRoles)];
  if (reasons.includes('ownership') || reasons.length === 0)
    return direct ? 'Direct Shareholder' : 'Indirect Shareholder';
  if (reasons.includes('control')) return 'Controller';
  return ROLE_CATEGORY[firstByPrecedence(facts.trustHoldings)];
}

/**
 * Every interest the person has in the target, most significant first: each role held in it (a trust), a direct
 * and an indirect share, control, and each role in a trust that holds or controls it. The category is the
 * first; a direct shareholder who founded a holding trust has both (the panel lists them all).
 */
function interestsOf(facts: PersonFacts, direct: number | null): BeneficialOwnerCategory[] {
  const interests = new Set<BeneficialOwnerCategory>();
  for (const role of PRECEDENCE)
    if (facts.trustRoles.has(role as TrustRole)) interests.add(ROLE_CATEGORY[role]);
  if (direct !== null) interests.add('Direct Shareholder');
  if (facts.ownership - (direct ?? 0) > TOLERANCE || facts.deemed > TOLERANCE)
    interests.add('Indirect Shareholder');
  if (facts.control) interests.add('Controller');
  for (const interest of PRECEDENCE)
    if (facts.trustHoldings.has(interest) || facts.holdingTrustRoles?.has(interest as TrustRole))
      interests.add(ROLE_CATEGORY[interest]);
  return [...interests];
}

/**
 * Beneficial owners of one company or trust (DOMAIN.md sections 1-3): natural persons whose integrated
 * ownership is >= threshold, who control it through a chain, who hold a role in it (trusts), or who are
 * beneficial owners of a trust that holds >= threshold of it or controls it.
 */
export function computeBeneficialOwners(
  graph: OwnershipGraph,
  targetId: number,
  { threshold = 5, maxPaths = 20, asOf }: BeneficialOwnerOptions = {},
): BeneficialOwnership {
  const [index, target] = indexedTarget(graph, targetId, asOf);
  if (index.types[target] === 'individual') return { owners: [], unknownRemainder: 0, singularLoop: false };
  const fraction = threshold / 100;
  const { upstream, persons } = targetFacts(index, target, fraction);
  let traced = 0;
  const listed: [number, PersonFacts, BeneficialOwnerReason[], number][] = [];
  for (const [person, facts] of persons) {
    traced += facts.ownership;
    const reasons = reasonsOf(facts, fraction);
    const totalOwnership = shownShare(interestOf(facts) * 100, threshold, reasons.includes('ownership'));
    // Held at the far end of a long chain, a share that shows as 0.00% with no other tie is no interest to
    // list: a 100-company chain had answered 95 such records, each with its path of up to 100 steps (770 KB).
    if (totalOwnership > 0 || reasons.length > 0) listed.push([person, facts, reasons, totalOwnership]);
  }
  const paths = explainedPaths(index, target, new Set(listed.map(([person]) => person)), maxPaths);
  const owners: BeneficialOwnerResult[] = listed.map(([person, facts, reasons, totalOwnership]) => {
    const direct = directShare(index, person, target);
    return {
      individualId: index.ids[person],
      name: index.names[person],
      totalOwnership,
      hasEffectiveControl: facts.control,
      isBeneficialOwner: isBeneficialOwner(facts, fraction),
      reasons,
      category: categoryOf(facts, reasons, direct !== null),
      interests: interestsOf(facts, direct),
      ...(facts.deemed > 0 ? { deemedOwnership: round2(facts.deemed * 100) } : {}),
      paths: (paths.get(person) ?? []).map((path) => ({
        percentage: shownShare(path.product * 100, threshold, path.product >= fraction - TOLERANCE),
        ...(path.declared ? { declaredIndirect: true as const } : {}),
        steps: path.chain.map((node, position) => {
          const link = path.links.get(position);
          const step = { entityId: index.ids[node], entityName: index.names[node] };
          return link ? { ...step, link } : step;
        }),
      })),
    };
  });
  owners.sort(
    (a, b) =>
      Number(b.isBeneficialOwner) - Number(a.isBeneficialOwner) ||
      b.totalOwnership - a.totalOwnership ||
      a.individualId - b.individualId,
  );
  // At the stored precision: 4.999% held leaves 95.001% unknown, not "95.00%" (docs/decisions/0072).
  const unknownRemainder =
    Math.round(Math.max(0, 1 - traced) * 10 ** (STORED_DECIMALS + 2)) / 10 ** STORED_DECIMALS;
  return { owners, unknownRemainder, singularLoop: upstream.singularLoop };
}

/** Fraction (0..1) of the target integrated-held by every upstream entity, natural and legal. */
export function integratedOwnership(
  graph: OwnershipGraph,
  targetId: number,
  asOf?: AsOf,
): Map<number, number> {
  const [index, target] = indexedTarget(graph, targetId, asOf);
  return integratedOwnershipOf(index, target);
}
