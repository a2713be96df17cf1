import { ASSET_TYPES, type CreateAssetRequest } from '@ledgerline/contracts';
import { type EntityRequest, planEntities } from './seed-entities';
import { between, dateBetween, pick, pickDistinct, type Random, seededRandom } from './seed-random';
import { type PlannedRelationship, planOwnershipStructures } from './seed-structures';
import { PLACES } from './seed-words';

/** Bumped whenever the plan below changes, so a cached seed of an older plan is seeded again. */
export const SEED_PLAN_VERSION = 1;
export const SEARCH_TERM = PLACES[0];

export type PlannedAsset = Omit<CreateAssetRequest, 'ownerEntityId'> & { owner: number };
export interface PlannedGroup {
  name: string;
  members: number[];
}
export interface AccountPlan {
  username: string;
  entities: EntityRequest[];
  relationships: PlannedRelationship[];
  assets: PlannedAsset[];
  groups: PlannedGroup[];
}
export interface InstallationPlan {
  adminUsername: string;
  /** The account the benchmark reads as: 10,000 entities and 5,000 relationships at scale 1. */
  measured: AccountPlan & { boCompany: number; boCompanyLevel: number };
  others: AccountPlan[];
}

export const SIZES = {
  measuredEntities: 10_000,
  measuredRelationships: 5_000,
  measuredAssets: 1_000,
  measuredGroups: 20,
  groupMembers: 25,
  otherAccounts: 20,
  otherEntities: 5_000,
};

const ASSET_LABELS: Record<(typeof ASSET_TYPES)[number], string> = {
  real_estate: 'farm',
  vehicle: 'fleet vehicle',
  investment: 'unit trust portfolio',
  financial: 'money market account',
  intellectual_property: 'trade mark',
  equipment: 'plant and equipment',
  tangible: 'art collection',
  other: 'asset',
};

function planAssets(random: Random, entities: readonly EntityRequest[], count: number): PlannedAsset[] {
  const owners = entities.flatMap((e, i) => (e.type === 'trust' ? [] : [i]));
  return Array.from({ length: count }, (_, i): PlannedAsset => {
    const type = pick(random, ASSET_TYPES);
    return {
      name: `${pick(random, PLACES)} ${ASSET_LABELS[type]} ${i + 1}`,
      type,
      value: between(random, 50, 50_000) * 1000,
      acquisitionDate: dateBetween(random, 2000, 2025),
      status: random() < 0.9 ? 'active' : 'for_sale',
      owner: pick(random, owners),
    };
  });
}

function planGroups(random: Random, entities: readonly EntityRequest[], count: number): PlannedGroup[] {
  const indexes = entities.map((_, i) => i);
  return Array.from({ length: count }, (_, i) => ({
    name: `${PLACES[(i * 7) % PLACES.length]} portfolio ${i + 1}`,
    members: pickDistinct(random, indexes, Math.min(SIZES.groupMembers, entities.length)),
  }));
}

/** The whole installation, the same on every run for a given scale (0.1 for a quick run). */
export function planInstallation(scale: number): InstallationPlan {
  const random = seededRandom(20_261_124);
  const n = (size: number) => Math.max(1, Math.round(size * scale));
  const entities = planEntities(random, n(SIZES.measuredEntities));
  const structures = planOwnershipStructures(random, entities, n(SIZES.measuredRelationships));
  const measured = {
    username: 'bench-measured',
    entities,
    relationships: structures.relationships,
    assets: planAssets(random, entities, n(SIZES.measuredAssets)),
    groups: planGroups(random, entities, n(SIZES.measuredGroups)),
    boCompany: structures.deepestCompany,
    boCompanyLevel: structures.deepestLevel,
  };
  const others = Array.from({ length: SIZES.otherAccounts }, (_, i) => ({
    username: `bench-other-${String(i + 1).padStart(2, '0')}`,
    entities: planEntities(random, n(SIZES.otherEntities)),
    relationships: [],
    assets: [],
    groups: [],
  }));
  return { adminUsername: 'bench-admin', measured, others };
}

export const commandsOf = (account: AccountPlan): number =>
  account.entities.length +
  account.relationships.length +
  account.assets.length +
  account.groups.reduce((sum, g) => sum + 1 + g.members.length, 0);
