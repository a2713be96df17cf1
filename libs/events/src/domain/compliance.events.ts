import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalogue/event-definition';

const id = z.number().int();
const changes = z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }));

export const filingFieldsSchema = z.object({
  entityId: id,
  requirementType: z.string(),
  dueDate: z.string(),
  status: z.string(),
  submissionDate: z.string().nullable(),
  notes: z.string().nullable(),
  origin: z.enum(['manual', 'deadline_engine']),
});

/** Stream `account-{id}`; effectiveAt is the due date. */
export const FilingRequirementAdded = defineEvent(
  'FilingRequirementAdded',
  filingFieldsSchema.extend({ filingId: id, accountId: id }),
);
export const FilingRequirementUpdated = defineEvent(
  'FilingRequirementUpdated',
  z.object({ filingId: id, accountId: id, changes }),
);
export const FilingRequirementRemoved = defineEvent(
  'FilingRequirementRemoved',
  z.object({ filingId: id, accountId: id, reason: z.enum(['deleted', 'entity_deleted']) }),
);

export const complianceEvents = [FilingRequirementAdded, FilingRequirementUpdated, FilingRequirementRemoved];
export type ComplianceEvent = EventOf<(typeof complianceEvents)[number]>;
