import { TOTAL_COUNT_HEADER } from '@ledgerline/contracts';
import type { Request, Response } from 'express';
import type { Listing } from '../shared/listing';
import { writeTexts } from './write-texts';

/** An object answer whose one array field is the listing (`{...group, entities: [...]}`). */
export interface ListEnvelope {
  head: object;
  key: string;
}

/** The JSON text before and after the array: `{"id":1,...,"entities":[` and `]}`, or `[` and `]`. */
function frame(envelope?: ListEnvelope): [string, string] {
  if (!envelope) return ['[', ']'];
  const head = JSON.stringify(envelope.head).slice(0, -1);
  return [`${head}${head.length > 1 ? ',' : ''}${JSON.stringify(envelope.key)}:[`, ']}'];
}

/**
 * Answers a listing as the spec's JSON array (or inside `envelope`), written chunk by chunk, with the total in
 * X-Total-Count. Errors before the first byte reach the exception filter as usual; one after it can only cut
 * the answer.
 */
export async function sendList<T>(
  response: Response,
  list: Listing<T> | Promise<Listing<T>>,
  envelope?: ListEnvelope | Promise<ListEnvelope>,
): Promise<void> {
  const [{ total, chunks }, wrapper] = await Promise.all([list, envelope]);
  const [open, close] = frame(wrapper);
  const iterator = chunks[Symbol.asyncIterator]();
  let next = await iterator.next();
  response.status(200);
  response.setHeader(TOTAL_COUNT_HEADER, String(total));
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  async function* texts(): AsyncGenerator<string> {
    yield open;
    let first = true;
    for (; !next.done; next = await iterator.next()) {
      if (next.value.length === 0) continue;
      const text = next.value.map((row) => JSON.stringify(row)).join(',');
      yield first ? text : `,${text}`;
      first = false;
    }
    yield close;
  }
  await writeTexts(response, texts());
}

/** Set on a bounded answer: `true` when it leaves rows out that the request did not page away. */
export const TRUNCATED_HEADER = 'X-Truncated';

/**
 * A list whose whole answer is bounded (docs/decisions/0075): without `limit` at most `max` rows from `offset`;
 * past them `X-Truncated: true` and a `Link` to the next page, the total in X-Total-Count as always.
 */
export async function sendBoundedList<T, Q extends { limit?: number; offset: number }>(
  request: Request,
  response: Response,
  query: Q,
  max: number,
  read: (query: Q) => Promise<Listing<T>>,
): Promise<void> {
  const listing = await read({ ...query, limit: query.limit ?? max });
  const truncated = query.limit === undefined && query.offset + max < listing.total;
  response.setHeader(TRUNCATED_HEADER, String(truncated));
  if (truncated) {
    const next = new URL(request.originalUrl, 'http://host');
    next.searchParams.set('offset', String(query.offset + max));
    next.searchParams.set('limit', String(max));
    response.setHeader('Link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return sendList(response, listing);
}
