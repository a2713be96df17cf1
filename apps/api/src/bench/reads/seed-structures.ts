import type { CreateRelationshipRequest } from '@ledgerline/contracts';
import type { EntityRequest } from './seed-entities';
import { between, pick, pickDistinct, type Random } from './seed-random';

/** A relationship between two entities of the same plan, by their index in the plan's entity list. */
export type PlannedRelationship = Omit<CreateRelationshipRequest, 'sourceEntityId' | 'targetEntityId'> & {
  source: number;
  target: number;
};

export interface OwnershipStructures {
  relationships: PlannedRelationship[];
  /** The company deepest in its structure: its beneficial owners sit several levels up. */
  deepestCompany: number;
  deepestLevel: number;
}

const MAX_LEVEL = 4;
const shareholding = (source: number, target: number, percentage: number): PlannedRelationship => ({
  source,
  target,
  type: 'shareholder',
  ownershipPercentage: percentage,
  startDate: '2020-03-01',
});
const role = (source: number, target: number, type: PlannedRelationship['type'], percentage?: number) => ({
  source,
  target,
  type,
  ...(percentage === undefined ? {} : { ownershipPercentage: percentage }),
});
const splits: Record<number, number[]> = { 1: [100], 2: [60, 40], 3: [50, 30, 20] };

/**
 * Corporate groups as a services provider's register holds them: a holding company owned by people and
 * family trusts, subsidiaries held 100 % or with a minority holder, up to four levels deep, directors, and
 * each trust's founder, trustees and beneficiaries. Groups are added until `budget` relationships exist.
 */
export function planOwnershipStructures(
  random: Random,
  entities: readonly EntityRequest[],
  budget: number,
): OwnershipStructures {
  const of = (type: EntityRequest['type']) => entities.flatMap((e, i) => (e.type === type ? [i] : []));
  const [companies, individuals, trusts] = [of('company'), of('individual'), of('trust')];
  const isTrust = new Set(trusts);
  const relationships: PlannedRelationship[] = [];
  const add = (r: PlannedRelationship) => void (relationships.length < budget && relationships.push(r));
  const trustsSetUp = new Set<number>();
  const holder = (candidate: number) => {
    if (!isTrust.has(candidate) || trustsSetUp.has(candidate)) return candidate;
    trustsSetUp.add(candidate);
    const [founder, trusteeA, trusteeB, heirA, heirB] = pickDistinct(random, individuals, 5);
    add(role(founder, candidate, 'founder'));
    add(role(trusteeA, candidate, 'trustee'));
    add(role(trusteeB, candidate, 'trustee'));
    add(role(heirA, candidate, 'beneficiary', 50));
    add(role(heirB, candidate, 'beneficiary', 50));
    return candidate;
  };
  const minorityHolder = (earlier: number[]) => {
    const roll = random();
    if (roll < 0.5 || earlier.length === 0 || trusts.length === 0) return pick(random, individuals);
    return roll < 0.8 ? pick(random, earlier) : holder(pick(random, trusts));
  };
  let deepest = { company: companies[0], level: -1 };
  let next = 0;
  while (relationships.length < budget && next < companies.length && individuals.length >= 5) {
    const group = companies.slice(next, next + between(random, 2, 14));
    const earlier = companies.slice(0, next);
    next += group.length;
    const level = new Map([[group[0], 0]]);
    let groupDeepest = { company: group[0], level: 0 };
    for (let k = 1; k < group.length; k++) {
      const open = group.slice(0, k).filter((c) => (level.get(c) ?? MAX_LEVEL) < MAX_LEVEL);
      const previous = group[k - 1];
      const parent = random() < 0.5 && open.includes(previous) ? previous : pick(random, open);
      const childLevel = (level.get(parent) ?? 0) + 1;
      level.set(group[k], childLevel);
      if (childLevel > groupDeepest.level) groupDeepest = { company: group[k], level: childLevel };
      const share = random() < 0.6 ? 100 : between(random, 51, 90);
      add(shareholding(parent, group[k], share));
      if (share < 100) add(shareholding(minorityHolder(earlier), group[k], 100 - share));
    }
    const holderCount = between(random, 1, 3);
    const holders = pickDistinct(random, individuals, holderCount);
    if (trusts.length > 0 && random() < 0.4) holders[0] = pick(random, trusts);
    holders.forEach((h, i) => add(shareholding(holder(h), group[0], splits[holderCount][i])));
    // Only a group that fitted whole has owners all the way up; later groups also hold stakes in earlier ones.
    if (relationships.length < budget && groupDeepest.level >= deepest.level) deepest = groupDeepest;
    for (const company of group)
      if (random() < 0.35) add(role(pick(random, individuals), company, 'director'));
  }
  return { relationships, deepestCompany: deepest.company, deepestLevel: deepest.level };
}
