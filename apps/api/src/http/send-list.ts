import { TOTAL_COUNT_HEADER } from '@ledgerline/contracts';
import type { Response } from 'express';
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
