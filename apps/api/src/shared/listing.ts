import type { ListQuery } from '@ledgerline/contracts';
import type { FindOptions } from '@ledgerline/projections';

/** A list answer: the total matching the filters and the rows, in chunks so a whole list can stream. */
export interface Listing<T> {
  total: number;
  chunks: AsyncIterable<T[]>;
}

/** How a route's public sort names map to the read model's indexed fields. */
export type SortFields<S extends string> = Record<S, readonly string[]>;

export function findOptions<S extends string>(
  query: ListQuery<S>,
  sorts: SortFields<S>,
  defaults: { sort: S; order: 'asc' | 'desc' },
): Pick<FindOptions, 'sort' | 'search'> {
  const direction = query.order ?? (query.sort ? 'asc' : defaults.order);
  const fields = sorts[query.sort ?? defaults.sort];
  return { sort: fields.map((field) => ({ field, direction })), search: query.q };
}

const WHOLE_LIST_CHUNK = 500;

/**
 * With `limit` one page; without it every row from `offset` on, read a chunk at a time so a whole list
 * of 10,000 rows is never held twice in memory.
 */
export function listing<T>(
  total: number,
  query: Pick<ListQuery, 'limit' | 'offset'>,
  readPage: (limit: number, offset: number) => Promise<T[]>,
): Listing<T> {
  async function* chunks(): AsyncGenerator<T[]> {
    if (query.limit !== undefined) {
      yield await readPage(query.limit, query.offset);
      return;
    }
    for (let offset = query.offset; offset < total; offset += WHOLE_LIST_CHUNK) {
      const rows = await readPage(WHOLE_LIST_CHUNK, offset);
      if (rows.length === 0) return;
      yield rows;
    }
  }
  return { total, chunks: chunks() };
}

/** Collects a listing into one array (for callers inside the API, such as exports or specs). */
export async function allRows<T>(list: Listing<T>): Promise<T[]> {
  const rows: T[] = [];
  for await (const chunk of list.chunks) rows.push(...chunk);
  return rows;
}
