import { once } from 'node:events';
import { TOTAL_COUNT_HEADER } from '@ledgerline/contracts';
import type { Response } from 'express';
import type { Listing } from '../shared/listing';

/**
 * Answers a listing as the spec's JSON array, written chunk by chunk, with the total in X-Total-Count.
 * Errors before the first byte reach the exception filter as usual; one after it can only cut the answer.
 */
export async function sendList<T>(response: Response, list: Listing<T> | Promise<Listing<T>>): Promise<void> {
  const { total, chunks } = await list;
  const iterator = chunks[Symbol.asyncIterator]();
  let next = await iterator.next();
  response.status(200);
  response.setHeader(TOTAL_COUNT_HEADER, String(total));
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  let first = true;
  try {
    response.write('[');
    while (!next.done) {
      if (next.value.length > 0) {
        const text = next.value.map((row) => JSON.stringify(row)).join(',');
        const written = response.write(first ? text : `,${text}`);
        first = false;
        if (!written) await once(response, 'drain');
      }
      next = await iterator.next();
    }
    response.end(']');
  } catch (error) {
    response.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
