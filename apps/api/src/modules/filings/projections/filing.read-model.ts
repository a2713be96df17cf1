import type { CollectionLayouts } from '@ledgerline/projections';
import type { EntityRef } from '../../../shared/entity-refs';
import { listIndexes } from '../../../shared/list-indexes';

/** Read model `filing_requirements`: stored facts only; overdue and upcoming are computed when read. */
export const FILINGS = 'filing_requirements';

export interface FilingDocument {
  [key: string]: unknown;
  id: string;
  filingId: number;
  accountId: number;
  entityId: number;
  requirementType: string;
  dueDate: string;
  status: string;
  submissionDate: string | null;
  notes: string | null;
  origin: string;
  userId: number;
  entity: EntityRef | null;
  createdAt: string;
  updatedAt: string;
  /** Stored as pending or overdue: such a filing reads 'overdue' once its due date has passed. */
  isOpen: boolean;
  /** The entity's name at the top level, where word search reads it on every adapter. */
  entityName: string;
  /**
   * The due date again, outside every index. A status filter is a due-date range; when the list is sorted
   * by another field the range tests this copy per row, so SQLite walks the sort's index in order instead
   * of reading the range from the `dueDate` index and sorting it.
   */
  dueOn: string;
  /** 0 while open (pending or overdue), else 1: the Deadlines list's "overdue first" order walks an index. */
  openRank: number;
  /** The member it is assigned to (a former member's id stays), null when unassigned; filtered on an index. */
  assigneeUserId: number | null;
}

/** The indexed fields behind each public sort of the filing lists (ties on the id). */
export const FILING_SORT_FIELDS = {
  dueDate: ['dueDate', 'filingId'],
  requirementType: ['requirementType', 'dueDate', 'filingId'],
  createdAt: ['filingId'],
  priority: ['openRank', 'dueDate', 'filingId'],
} as const;

/**
 * Upcoming filings are a due-date range under `status`, overdue ones a range under `isOpen`, one entity's
 * filings sit under `entityId` (which renames follow too), one member's (or the unassigned) under `assigneeUserId`.
 */
export const FILING_LAYOUTS: CollectionLayouts = {
  [FILINGS]: {
    indexes: listIndexes(
      ['accountId'],
      ['status', 'isOpen', 'entityId', 'assigneeUserId'],
      FILING_SORT_FIELDS,
    ),
    search: { fields: ['requirementType', 'entityName'], scope: 'accountId' },
  },
};

export const isOpenStatus = (status: string): boolean => status === 'pending' || status === 'overdue';
