export * from './ownership-graph';
export { computeBeneficialOwners, integratedOwnership } from './beneficial-owners';
export { naiveBeneficialOwnership, type NaiveOptions, type NaiveOwnership } from './naive-ownership';
export { generateSyntheticGraph, type SyntheticGraphOptions } from './synthetic-graph';
export { seededRandom } from './seeded-random';
export {
  DECLARED_INDIRECT,
  DEEMING_LINKS,
  isActiveOn,
  LINKS_LEADING_BOTH_WAYS,
  meaningOf,
  NOMINEE_LINK,
  type RelationshipMeaning,
} from './relationship-rules';
export {
  ALLOCATION_TOLERANCE,
  isOverAllocated,
  shareAllocation,
  type ShareAllocation,
  type ShareHolding,
} from './share-allocation';
