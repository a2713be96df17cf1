import { z } from 'zod';
import type { CatalogueRoute } from './route-catalogue';

/** The one error shape ApiExceptionFilter answers with (docs/decisions/0004-status-codes.md). */
export const apiErrorSchema = z.object({
  message: z.string().meta({ description: 'Shown to people as it is.' }),
  code: z.string().optional().meta({ description: 'Stable code, e.g. REQUEST.VALIDATION_FAILED.' }),
  errors: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional()
    .meta({ description: 'One entry per offending field (400).' }),
});

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
};

const error = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/** Shared answers, referenced by every operation that can give them. */
export const ERROR_RESPONSES = {
  BadRequest: error('The input is invalid; `errors` names each field, or the JSON is malformed.'),
  Unauthorized: error('Not signed in (no session cookie or bearer token), or wrong credentials.'),
  Forbidden: error(
    "Not allowed: the plan's limit is reached, the account role may not do this, or the installation " +
      'administrator is required.',
  ),
  NotFound: error(
    'The record does not exist or belongs to another account (never 403, so ids reveal nothing).',
  ),
  Conflict: error('The record changed meanwhile or the value is taken; reload and try again.'),
  PayloadTooLarge: error('The body is over 1 MiB (uploads have their own limit).'),
  TooManyRequests: error('Too many requests or sign-in attempts.', retryAfter),
  ServiceUnavailable: error('A store did not answer; retry later.', retryAfter),
};

const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** The answers one route can give: its success status, then the error statuses its shape allows. */
export function responsesFor(route: CatalogueRoute, hasPathParams: boolean): Record<string, unknown> {
  const writes = route.method !== 'get' && route.method !== 'head';
  const responses: Record<string, unknown> = {
    [route.successStatus]: {
      description:
        route.successStatus === 204 ? 'Done; no content.' : 'Success (JSON unless the route sends a file).',
    },
  };
  if (route.method === 'post' && route.successStatus === 201)
    responses['202'] = {
      description: 'Recorded, but not readable yet; `Location` says where it will be.',
      headers: { Location: { schema: { type: 'string' } } },
    };
  if (route.inputs.length > 0 || hasPathParams || route.uploadsFile) responses['400'] = ref('BadRequest');
  const signsIn = /\/(login|register)$/.test(route.path);
  if (route.access !== 'public' || signsIn) responses['401'] = ref('Unauthorized');
  if (route.access !== 'public') responses['403'] = ref('Forbidden');
  if (hasPathParams) responses['404'] = ref('NotFound');
  if (writes && route.access !== 'public') responses['409'] = ref('Conflict');
  if (route.inputs.some((input) => input.in === 'body') || route.uploadsFile)
    responses['413'] = ref('PayloadTooLarge');
  if (route.access !== 'public' || signsIn) responses['429'] = ref('TooManyRequests');
  responses['503'] = ref('ServiceUnavailable');
  return responses;
}
