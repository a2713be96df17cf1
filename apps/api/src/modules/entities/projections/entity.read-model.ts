import type { ComplianceIssues, EntityView, TrustListCompliance } from '@ledgerline/contracts';
import type { CollectionLayouts } from '@ledgerline/projections';
import { documentView } from '../../../shared/document-view';

/** Read model `entities`: one document per live entity, shaped as the API answers it, plus `nameKey`. */
export type EntityDocument = Omit<EntityView, 'id'> & {
  id: string;
  entityId: number;
  /** naturalSortKey(name): names sort as people read them ('Company 2' before 'Company 11'). */
  nameKey: string;
  /**
   * A trust: the next day one of its founder, trustee or beneficiary links starts or stops counting, so the
   * deadline scan judges its `compliance` again on that day. Null: no such day (and for other entities).
   */
  standingReviewOn?: string | null;
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
  taxId: string | null;
  compliance: TrustListCompliance | null;
  complianceIssues: ComplianceIssues | null;
}

/**
 * Read model `entity_role_links`: one row per relationship with its ends, its type (the role its source
 * holds in its target), whether it is active and its dates, so the projector can tell which roles a trust's active
 * relationships give without reading the relationships projector's collections.
 */
export const ENTITY_ROLE_LINKS = 'entity_role_links';

export interface EntityRoleLinkDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  relationshipId: number;
  sourceEntityId: number;
  targetEntityId: number;
  type: string;
  isActive: boolean;
  /** The role's first and last days; null or absent: from the start, ongoing. */
  startDate?: string | null;
  endDate?: string | null;
}

/**
 * Read models `entity_standing_documents` and `entity_standing_filings`: the projector's own copy of a trust's
 * documents (type and validation status) and filings (due date and status), the rest of the compliance verdict
 * beside the role links (docs/decisions/0076).
 */
export const ENTITY_STANDING_DOCUMENTS = 'entity_standing_documents';
export const ENTITY_STANDING_FILINGS = 'entity_standing_filings';

export interface EntityStandingFactDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  entityId: number;
}

/** The fields a membership row copies from its entity (the group lists filter, sort and search them). */
export const LIST_FIELDS = [
  'name',
  'nameKey',
  'type',
  'status',
  'createdAt',
  'registrationNumber',
  'country',
  'email',
  'taxId',
  'compliance',
  'complianceIssues',
] as const;

// The same fields on both collections, so `notInGroupId` can count non-members as entities minus members.
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

/**
 * Every sort after `type` (the lists the app shows are one type's), so such a list walks one index in order (a
 * status filter is tested per row where its own index does not serve the sort). Across types and within a
 * trust compliance filter, the default order and the name only: each index is a B-tree every create and
 * rename writes, and the other sorts of those API-only lists sort the account's rows instead (at most the
 * plan's 10,000; docs/decisions/0047). Within a group, `compliance` is tested per member row.
 */
const byDefaultAndName = (prefix: string[]) => [
  [...prefix, 'createdAt', 'entityId'],
  [...prefix, 'nameKey'],
];

export const ENTITY_LAYOUTS: CollectionLayouts = {
  [ENTITIES]: {
    indexes: [
      ...byDefaultAndName(['accountId']),
      ...sortedBy(['accountId', 'type']),
      ...byDefaultAndName(['accountId', 'type', 'compliance']),
    ],
    search: { ...SEARCH, scope: 'accountId' },
  },
  [ENTITY_GROUP_MEMBERS]: {
    indexes: [
      ...sortedBy(['groupId']),
      ...sortedBy(['groupId', 'type']),
      ['groupId', 'entityId'],
      ['entityId'],
      ['accountId'],
    ],
    search: { ...SEARCH, scope: 'groupId' },
  },
  [ENTITY_ROLE_LINKS]: {
    indexes: [['targetEntityId', 'type', 'isActive'], ['sourceEntityId'], ['accountId']],
  },
  [ENTITY_STANDING_DOCUMENTS]: { indexes: [['entityId'], ['accountId']] },
  [ENTITY_STANDING_FILINGS]: { indexes: [['entityId'], ['accountId']] },
};

export const groupMemberId = (groupId: number, entityId: number): string => `${groupId}:${entityId}`;

const ENTITY_ONLY_FIELDS = new Set(['nameKey', 'standingReviewOn']);

export const toEntityView = (doc: EntityDocument): EntityView =>
  documentView<EntityView>(doc, 'entityId', ENTITY_ONLY_FIELDS);
