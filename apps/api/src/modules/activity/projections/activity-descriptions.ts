import type { EntityRef } from '../../../shared/entity-refs';

const humanType = (type: string): string => type.replace(/_/g, ' ');
const fieldList = (changes: Record<string, unknown>): string => Object.keys(changes).join(', ');
const nameOf = (ref: EntityRef | null, id: number): string => ref?.name ?? `entity #${id}`;

type Verb = 'Added' | 'Updated' | 'Removed' | 'Restored';

export const describe = {
  entityCreated: (type: string, name: string) => `Created ${type} ${name}`,
  entityUpdated: (type: string, name: string, changes: Record<string, unknown>) =>
    `Updated ${type} ${name} (${fieldList(changes)})`,
  entityDeleted: (type: string, name: string) => `Deleted ${type} ${name}`,
  entityRestored: (type: string, name: string) => `Restored ${type} ${name} from Trash`,
  relationship: (
    verb: Verb,
    source: EntityRef | null,
    target: EntityRef | null,
    r: { sourceEntityId: number; targetEntityId: number; type: string; ownershipPercentage?: number | null },
  ) => {
    const share = r.ownershipPercentage != null ? ` (${r.ownershipPercentage}%)` : '';
    return `${verb} relationship: ${nameOf(source, r.sourceEntityId)} is ${humanType(r.type)}${share} of ${nameOf(target, r.targetEntityId)}`;
  },
  asset: (verb: Verb, name: string, owner: EntityRef | null, ownerId: number) =>
    `${verb} asset ${name} owned by ${nameOf(owner, ownerId)}`,
};
