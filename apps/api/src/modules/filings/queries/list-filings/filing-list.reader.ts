import { Inject, Injectable } from '@nestjs/common';
import type { FilingRequirementView } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { type Listing, findOptions, readListing } from '../../../../shared/listing';
import { assertEntityOf } from '../../../entities/queries/entity-access';
import { FILINGS, type FilingDocument } from '../../projections/filing.read-model';
import { type DueField, overdueFilter, statusFilter, toFilingView, upcomingFilter } from '../filing-status';
import { FilingsReader } from '../filings.reader';
import { dueWindow, groupEntityIds } from './deadline-filters';
import { FILING_SORT_KEYS, type FilingListQuery, type ListFilingSliceQuery } from './list-filings.query';

/** Which filings a route answers: all of them, or the slice `/upcoming` or `/overdue` reads. */
export type FilingSlice = 'all' | 'upcoming' | 'overdue';

/**
 * The filing-requirement lists: one indexed page (or every row, a chunk at a time), soonest due first.
 * Statuses as answered depend on today, so `status`, `/upcoming` and `/overdue` read due-date ranges.
 */
@Injectable()
export class FilingListReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly filings: FilingsReader,
  ) {}

  async list(
    accountId: number,
    query: FilingListQuery | ListFilingSliceQuery,
    slice: FilingSlice = 'all',
  ): Promise<Listing<FilingRequirementView>> {
    if (query.entityId !== undefined) await assertEntityOf(this.readStore, accountId, query.entityId);
    const deadlines: Partial<FilingListQuery> = slice === 'all' ? query : {};
    const members =
      deadlines.groupId === undefined
        ? undefined
        : await groupEntityIds(this.readStore, accountId, deadlines.groupId);
    const today = await this.filings.today(accountId);
    const sort = query.sort ?? 'dueDate';
    const due: DueField = sort === 'dueDate' || sort === 'priority' ? 'dueDate' : 'dueOn';
    const filter: DocumentFilter = byPriority(
      sort,
      dueWindow(
        {
          accountId,
          entityId: query.entityId,
          requirementType: deadlines.requirementType,
          ...(deadlines.assignee !== undefined ? { assigneeUserId: deadlines.assignee } : {}),
          ...(members ? { entityId: narrow(members, query.entityId) } : {}),
          ...(slice === 'upcoming' ? upcomingFilter(today, due) : {}),
          ...(slice === 'overdue' ? overdueFilter(today, due) : {}),
          ...(deadlines.status ? statusFilter(deadlines.status, today, due) : {}),
        },
        due,
        today,
        deadlines,
      ),
    );
    const options = findOptions(query, FILING_SORT_KEYS, { sort: 'dueDate', order: 'asc' });
    const source = { collection: FILINGS, filter, options };
    return readListing(this.readStore, source, query, (docs: FilingDocument[]) =>
      docs.map((doc) => toFilingView(doc, today)),
    );
  }
}

/**
 * Under "overdue first" an open-status filter reads `openRank` (0 exactly when open), so the page is one
 * due-date range on the `(accountId, openRank, dueDate, filingId)` index instead of a walk of every open filing.
 */
function byPriority(sort: string, filter: DocumentFilter): DocumentFilter {
  if (sort !== 'priority' || filter.isOpen === undefined) return filter;
  const { isOpen, ...rest } = filter;
  return { ...rest, openRank: isOpen ? 0 : 1 };
}

/** A group's members, or the one entity asked for if it is a member (none otherwise). */
const narrow = (members: number[], entityId: number | undefined): number[] =>
  entityId === undefined ? members : members.filter((id) => id === entityId);
