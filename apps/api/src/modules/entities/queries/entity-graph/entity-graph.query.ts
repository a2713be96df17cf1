import { asOfQueryFields, listQuerySchema, optionalIdQuery, plainDecimal } from '@ledgerline/contracts';
import { z } from 'zod';

/** Nodes per answer: enough for a readable chart, far below what would stall a request. */
export const DEFAULT_MAX_NODES = 2000;
export const MAX_NODES = 5000;
const maxNodes = plainDecimal(
  z.coerce
    .number({ message: `maxNodes must be a whole number from 1 to ${MAX_NODES}` })
    .int(`maxNodes must be a whole number from 1 to ${MAX_NODES}`)
    .min(1, `maxNodes must be a whole number from 1 to ${MAX_NODES}`)
    .max(MAX_NODES, `maxNodes must be a whole number from 1 to ${MAX_NODES}`),
).default(DEFAULT_MAX_NODES);
const depthMessage = 'maxDepth must be a whole number from -1 (unlimited) to 10';
export const hierarchyQuery = z.object({
  rootId: plainDecimal(
    z.coerce
      .number({ message: 'rootId must be a positive whole number' })
      .int('rootId must be a positive whole number')
      .positive('rootId must be a positive whole number'),
  ).optional(),
  maxDepth: plainDecimal(
    z.coerce.number({ message: depthMessage }).int(depthMessage).min(-1, depthMessage).max(10, depthMessage),
  ).default(-1),
  maxNodes,
  ...listQuerySchema(['name']).pick({ limit: true, offset: true, q: true }).shape,
  ...asOfQueryFields,
});
export const networkQuery = z.object({
  groupId: optionalIdQuery('groupId'),
  focusId: optionalIdQuery('focusId'),
  maxNodes,
  ...asOfQueryFields,
});
