import type { EntityView } from '@ledgerline/contracts';
import type { CollectionLayouts } from '@ledgerline/projections';

/** Read model `entities`: one document per live entity, shaped as the API answers it, plus `nameKey`. */
export type EntityDocument = Omit<EntityView, 'id'> & {
  id: string;
  entityId: number;
  /** naturalSortKey(name): names sort as people read them ('Company 2' before 'Company 11'). */
  nameKey: string;
  [key: string]: unknown;
};

export const ENTITIES = 'entities';

/**
 * Read model `entity_group_members`: one row per group membership carrying the entity's list fields,
 * so the lists filtered by group page, sort and count on an index of their own.
 */
export const ENTITY_GROUP_MEMBERS = 'entity_group_members';

export interface EntityGroupMemberDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  groupId: number;
  entityId: number;
  type: EntityView['type'];
  name: string;
  nameKey: string;
  status: string;
  createdAt: string;
  registrationNumber: string | null;
  country: string | null;
  email: string | null;
}

export const LIST_FIELDS = [
  'name',
  'nameKey',
  'type',
  'status',
  'createdAt',
  'registrationNumber',
  'country',
  'email',
] as const;

const SEARCH = { fields: ['name', 'registrationNumber', 'email', 'taxId'] };
// Entities created in the same millisecond (imports) keep their order by entityId, not by the string id.
const sortedBy = (prefix: string[]) => [
  [...prefix, 'createdAt', 'entityId'],
  [...prefix, 'nameKey'],
  [...prefix, 'status', 'nameKey'],
  [...prefix, 'status', 'createdAt', 'entityId'],
  [...prefix, 'registrationNumber'],
  [...prefix, 'country'],
];

export const ENTITY_LAYOUTS: CollectionLayouts = {
  [ENTITIES]: {
    indexes: [
      ...sortedBy(['accountId', 'type']),
      ['accountId', 'createdAt', 'entityId'],
      ['accountId', 'nameKey'],
    ],
    search: { ...SEARCH, scope: 'accountId' },
  },
  [ENTITY_GROUP_MEMBERS]: {
    indexes: [
      ...sortedBy(['groupId', 'type']),
      ['groupId', 'createdAt', 'entityId'],
      ['groupId', 'nameKey'],
      ['entityId'],
      ['accountId'],
    ],
    search: { fields: ['name', 'registrationNumber', 'email'], scope: 'groupId' },
  },
};

export const groupMemberId = (groupId: number, entityId: number): string => `${groupId}:${entityId}`;

export const toEntityView = ({ entityId, nameKey: _key, ...rest }: EntityDocument): EntityView => ({
  ...rest,
  id: entityId,
});
