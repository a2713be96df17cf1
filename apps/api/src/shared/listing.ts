import type { ListQuery } from '@ledgerline/contracts';
import type { DocumentFilter, FindOptions, ReadDocument, ReadStoreReader } from '@ledgerline/projections';

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

/** Which rows of a read model a list route answers: the collection, its filter and the sort and search. */
export interface ListingSource {
  collection: string;
  filter: DocumentFilter;
  options: Pick<FindOptions, 'sort' | 'search'>;
}

/**
 * Counts what `source` matches and reads its pages with the very same filter and options, so the total
 * always counts the rows the pages hold; `toRows` turns each page of documents into the route's rows.
 */
export async function readListing<D extends ReadDocument, T>(
  readStore: ReadStoreReader,
  { collection, filter, options }: ListingSource,
  query: Pick<ListQuery, 'limit' | 'offset'>,
  toRows: (docs: D[]) => T[] | Promise<T[]>,
): Promise<Listing<T>> {
  const total = await readStore.count(collection, filter, options);
  return listing(total, query, async (limit, offset) =>
    toRows(await readStore.find<D>(collection, filter, { ...options, limit, offset })),
  );
}

/** Collects a listing into one array (for callers inside the API, such as exports or specs). */
export async function allRows<T>(list: Listing<T>): Promise<T[]> {
  const rows: T[] = [];
  for await (const chunk of list.chunks) rows.push(...chunk);
  return rows;
}
