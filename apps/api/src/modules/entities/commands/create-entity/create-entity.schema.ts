import { createCompanySchema } from '@ledgerline/contracts';
import { z } from 'zod';

/** POST /api/entities: the body's `type` chooses the shared schema that validates the rest. */
export const createEntityRequestSchema = z.discriminatedUnion('type', [createCompanySchema], {
  error: () => ({ message: "Type must be one of 'company', 'individual' or 'trust'" }),
});
export type CreateEntityRequest = z.output<typeof createEntityRequestSchema>;
