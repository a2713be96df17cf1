import { AS_OF_HEADERS, type AsOfQuery } from '@ledgerline/contracts';
import type { Response } from 'express';

/** Names the day and the moment a bitemporal read answered for (docs/decisions/0033), where it was asked one. */
export function setAsOfHeaders(response: Response, { asOf, knownAt }: AsOfQuery): void {
  if (asOf !== undefined) response.setHeader(AS_OF_HEADERS.asOf, asOf);
  if (knownAt !== undefined) response.setHeader(AS_OF_HEADERS.knownAt, knownAt);
  if (asOf !== undefined || knownAt !== undefined)
    response.setHeader('Access-Control-Expose-Headers', Object.values(AS_OF_HEADERS).join(', '));
}
