import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the seeding process leaves next to the event log; the benchmark reads as `measured`. */
export interface SeedManifest {
  planVersion: number;
  scale: number;
  seededAt: string;
  seedSeconds: number;
  commands: number;
  events: number;
  password: string;
  measured: {
    username: string;
    entities: { company: number; individual: number; trust: number };
    relationships: number;
    assets: number;
    groups: number;
    groupMembers: number;
    boCompanyId: number;
    boCompanyLevel: number;
    searchTerm: string;
  };
  others: { accounts: number; entitiesEach: number };
  deadlineScan: { filingsPlanned: number; notificationsRaised: number };
}

export const SEED_MANIFEST = 'reads-seed.json';

export function readSeedManifest(dir: string): SeedManifest | null {
  const file = join(dir, SEED_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SeedManifest) : null;
}
