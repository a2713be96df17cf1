/** Root keys shared across features, so a mutation in one feature can refresh another's reads. */
export const queryRoots = {
  user: ['user'] as const,
  entities: ['entities'] as const,
  dashboard: ['dashboard'] as const,
  subscription: ['subscription'] as const,
  relationships: ['relationships'] as const,
  assets: ['assets'] as const,
  groups: ['groups'] as const,
  admin: ['admin'] as const,
};
