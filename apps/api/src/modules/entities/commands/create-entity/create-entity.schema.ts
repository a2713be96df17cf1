import {
  INDIVIDUAL_INLINE_DETAILS,
  createCompanySchema,
  createIndividualSchema,
  createTrustSchema,
} from '@ledgerline/contracts';
import { z } from 'zod';

/** POST /api/entities: the body's `type` chooses the shared schema that validates the rest. */
export const createEntityRequestSchema = z.discriminatedUnion(
  'type',
  [createCompanySchema, createIndividualSchema, createTrustSchema],
  {
    error: () => ({ message: "Type must be one of 'company', 'individual' or 'trust'" }),
  },
);
export type CreateEntityRequest = z.output<typeof createEntityRequestSchema>;

/** Splits an individual's inline details (date of birth, position...) from its entity profile. */
export function splitCreateRequest(request: CreateEntityRequest): {
  type: CreateEntityRequest['type'];
  profile: Record<string, unknown> & { name: string };
  details: Record<string, unknown> | null;
} {
  const { type, ...rest } = request;
  if (type !== 'individual') return { type, profile: rest, details: null };
  const profile: Record<string, unknown> & { name: string } = { ...rest };
  const details: Record<string, unknown> = {};
  for (const field of INDIVIDUAL_INLINE_DETAILS) {
    if (profile[field] !== null && profile[field] !== undefined) details[field] = profile[field];
    delete profile[field];
  }
  return { type, profile, details: Object.keys(details).length ? details : null };
}
