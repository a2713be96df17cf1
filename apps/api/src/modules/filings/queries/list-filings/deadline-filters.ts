import type { DocumentFilter, FilterRange, ReadStoreReader } from '@ledgerline/projections';
import { notFound } from '../../../../shared/domain-error';
import { GROUPS } from '../../../groups/projections/groups.projector';
import { ENTITY_GROUP_MEMBERS } from '../../../entities/projections/entity.read-model';
import { addDays } from '../filing-status';
import type { DueField } from '../filing-status';
import type { ListFilingsQuery } from './list-filings.query';

/** A group of the account (404 otherwise) and its members' ids; the filings filter is "entity is one of". */
export async function groupEntityIds(
  store: ReadStoreReader,
  accountId: number,
  groupId: number,
): Promise<number[]> {
  const group = await store.get<{ id: string; accountId: number }>(GROUPS, String(groupId));
  if (!group || group.accountId !== accountId) throw notFound('Group');
  const members = await store.find<{ id: string; entityId: number }>(ENTITY_GROUP_MEMBERS, { groupId });
  return members.map((member) => member.entityId);
}

const isRange = (value: unknown): value is FilterRange =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Both bounds on one field: the later lower bound and the earlier upper bound. */
function intersect(a: FilterRange, b: FilterRange): FilterRange {
  const range: FilterRange = { ...a };
  for (const bound of ['gt', 'gte'] as const)
    if (b[bound] !== undefined)
      range[bound] = a[bound] === undefined || b[bound] > a[bound] ? b[bound] : a[bound];
  for (const bound of ['lt', 'lte'] as const)
    if (b[bound] !== undefined)
      range[bound] = a[bound] === undefined || b[bound] < a[bound] ? b[bound] : a[bound];
  return range;
}

/**
 * Adds the due-date window of `dueWithinDays` (today to today + N, both included) and `dueFrom`..`dueTo` to
 * the range a status may already put on the same field.
 */
export function dueWindow(
  filter: DocumentFilter,
  due: DueField,
  today: string,
  query: Pick<Partial<ListFilingsQuery>, 'dueWithinDays' | 'dueFrom' | 'dueTo'>,
): DocumentFilter {
  const windows: FilterRange[] = [];
  if (query.dueWithinDays !== undefined)
    windows.push({ gte: today, lte: addDays(today, query.dueWithinDays) });
  if (query.dueFrom) windows.push({ gte: query.dueFrom });
  if (query.dueTo) windows.push({ lte: query.dueTo });
  if (windows.length === 0) return filter;
  const current = filter[due];
  const start: FilterRange = isRange(current) ? current : {};
  return { ...filter, [due]: windows.reduce(intersect, start) };
}
