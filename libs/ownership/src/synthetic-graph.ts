import type { EntityType, GraphEntity, GraphRelationship, OwnershipGraph } from './ownership-graph';
import { seededRandom, splitHundredths } from './seeded-random';

export interface SyntheticGraphOptions {
  entities: number;
  seed: number;
  /** Share of companies that keep part of their shares for a cross-holding back from below (a loop). */
  cycleRatio?: number;
  /** Holders are picked among the previous `window` entities, so groups stay local as in real registers. */
  window?: number;
  /** Chance that a shareholder is a company or trust rather than an individual (above ~0.45 upstreams grow). */
  legalHolderShare?: number;
  /** A company has 1 + floor(random * holderSpread) shareholders drawn (the default gives ~1.5 shares per entity). */
  holderSpread?: number;
}

/**
 * A deterministic register: about 60% companies, 30% individuals, 10% trusts, about 1.5 ownership edges
 * per entity (shareholder, parent, reversed subsidiary, vested beneficiary), trust parties, directors,
 * some controllers, some ended or inactive relationships, and 2- or 3-entity cross-holding loops.
 * Every entity's active holders sum to at most 100%.
 */
export function generateSyntheticGraph({
  entities: size,
  seed,
  cycleRatio = 0.05,
  window = 400,
  legalHolderShare = 0.4,
  holderSpread = 3.4,
}: SyntheticGraphOptions): OwnershipGraph {
  const random = seededRandom(seed);
  const entities: GraphEntity[] = [];
  const relationships: GraphRelationship[] = [];
  const holdings: number[][] = [];
  const reserved: number[] = [];
  const pick = (before: number, wanted: EntityType): number => {
    for (let tries = 0; tries < 20; tries++) {
      const candidate = Math.max(0, before - 1 - Math.floor(random() * window));
      if (entities[candidate].type === wanted) return candidate;
    }
    return Math.max(0, before - 1 - Math.floor(random() * window));
  };
  const relate = (
    source: number,
    target: number,
    type: string,
    hundredths: number | null,
    extra: Partial<GraphRelationship> = {},
  ) =>
    relationships.push({
      id: relationships.length + 1,
      sourceEntityId: source + 1,
      targetEntityId: target + 1,
      type,
      ownershipPercentage: hundredths === null ? null : hundredths / 100,
      isActive: true,
      ...extra,
    });
  for (let i = 0; i < size; i++) {
    const roll = random();
    const type: EntityType =
      i < 3 || (roll >= 0.6 && roll < 0.9) ? 'individual' : roll < 0.6 ? 'company' : 'trust';
    entities.push({ id: i + 1, name: `${type[0].toUpperCase()}${type.slice(1)} ${i + 1}`, type });
    holdings.push([]);
    reserved.push(0);
    if (type === 'company') addShareholders(i);
    if (type === 'trust') addTrustParties(i);
  }
  function addShareholders(company: number): void {
    const holderTypes: EntityType[] = [];
    for (let k = 1 + Math.floor(random() * holderSpread); k > 0; k--) {
      const r = random();
      holderTypes.push(
        r >= legalHolderShare ? 'individual' : r < legalHolderShare * 0.75 ? 'company' : 'trust',
      );
    }
    const holders = [...new Set(holderTypes.map((t) => pick(company, t)))].filter((h) => h !== company);
    reserved[company] = random() < cycleRatio ? 1000 + Math.floor(random() * 2000) : 0;
    const allocated = (random() < 0.85 ? 10000 : 5000 + Math.floor(random() * 4900)) - reserved[company];
    splitHundredths(random, allocated, holders.length).forEach((share, k) => {
      const holder = holders[k];
      if (entities[holder].type === 'company') holdings[holder].push(company);
      const r = random();
      if (r < 0.03) relate(holder, company, 'shareholder', share, { endDate: '2020-06-30' });
      else if (r < 0.05) relate(holder, company, 'shareholder', share, { isActive: false });
      if (r < 0.05) return relate(holder, company, 'shareholder', share);
      if (entities[holder].type === 'company' && r < 0.15)
        return relate(company, holder, 'subsidiary', share);
      relate(
        holder,
        company,
        entities[holder].type === 'company' && r < 0.25 ? 'parent' : 'shareholder',
        share,
      );
    });
    if (random() < 0.3) relate(pick(company, 'individual'), company, 'director', null);
    if (random() < 0.02) relate(pick(company, 'individual'), company, 'controller', null);
    if (random() < 0.01)
      relate(pick(company, 'individual'), company, 'other', null, {
        notes: 'Has control under a voting pact',
      });
  }
  function addTrustParties(trust: number): void {
    relate(pick(trust, 'individual'), trust, 'founder', null, { ownershipCategory: 'trust_founder' });
    for (let k = 1 + Math.floor(random() * 2); k > 0; k--) {
      relate(pick(trust, random() < 0.2 ? 'company' : 'individual'), trust, 'trustee', null);
    }
    const beneficiaries = 1 + Math.floor(random() * 3);
    const vested = random() < 0.3 ? splitHundredths(random, 10000, beneficiaries) : [];
    for (let k = 0; k < beneficiaries; k++) {
      relate(pick(trust, 'individual'), trust, 'beneficiary', vested[k] ?? null, {
        trustBenefitType: vested[k] ? 'vested' : 'discretionary',
      });
    }
  }
  // Loops: a company with reserved shares is partly held back by one it holds (or one that one holds).
  entities.forEach((_, company) => {
    const below = holdings[company][Math.floor(random() * holdings[company].length)];
    if (reserved[company] === 0 || below === undefined) return;
    const further = holdings[below].length > 0 && random() < 0.3 ? holdings[below][0] : below;
    relate(further, company, 'shareholder', reserved[company]);
  });
  return { entities, relationships };
}
