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
  /** Set by the deadline engine: one filing per rule and period, however often the engine runs. */
  ruleKey: z.string().nullable().optional(),
  /** Set by the deadline engine when the date comes from a tax season SARS has not published yet. */
  provisional: z.boolean().optional(),
  /** The member the filing is assigned to; absent or null: unassigned. Updates carry it in `changes`. */
  assigneeUserId: id.nullable().optional(),
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

/** "Mark submitted" undone: the filing is open again; `changes` restore status and submission date. */
export const FilingReopened = defineEvent(
  'FilingReopened',
  z.object({ filingId: id, accountId: id, changes }),
);
/** A secret calendar-feed URL was issued (replacing any before it); only the token's SHA-256 is kept. */
export const CalendarFeedTokenIssued = defineEvent(
  'CalendarFeedTokenIssued',
  z.object({ accountId: id, tokenHash: z.string() }),
);
export const CalendarFeedTokenRevoked = defineEvent('CalendarFeedTokenRevoked', z.object({ accountId: id }));

export const complianceEvents = [
  FilingRequirementAdded,
  FilingRequirementUpdated,
  FilingRequirementRemoved,
  FilingReopened,
  CalendarFeedTokenIssued,
  CalendarFeedTokenRevoked,
];
export type ComplianceEvent = EventOf<(typeof complianceEvents)[number]>;

export const documentFieldsEventSchema = z.object({
  entityId: id,
  assetId: id.nullable(),
  originalName: z.string(),
  storageKey: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  documentType: z.string(),
  description: z.string().nullable(),
  isCertified: z.boolean(),
  certificationDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  validationStatus: z.string(),
  validationNotes: z.string().nullable(),
});

/** The content itself lives in the document storage; the event keeps its SHA-256 as evidence. */
export const DocumentUploaded = defineEvent(
  'DocumentUploaded',
  documentFieldsEventSchema.extend({ documentId: id, accountId: id, uploadedBy: z.string() }),
);
export const DocumentDetailsUpdated = defineEvent(
  'DocumentDetailsUpdated',
  z.object({
    documentId: id,
    accountId: id,
    changes,
    /** Added later, optional: the document's entity, whose key seals the free text (docs/decisions/0032). */
    entityId: id.optional(),
  }),
);
export const DocumentRemoved = defineEvent(
  'DocumentRemoved',
  z.object({ documentId: id, accountId: id, reason: z.enum(['deleted', 'entity_deleted']) }),
);
/** The content of a removed document was deleted from storage once its retention period had passed. */
export const DocumentFileErased = defineEvent(
  'DocumentFileErased',
  z.object({
    documentId: id,
    accountId: id,
    storageKey: z.string(),
    /** YYYY-MM-DD from which the retention rules allowed erasing it. */
    retainedUntil: z.string(),
  }),
);
export const documentEvents = [DocumentUploaded, DocumentDetailsUpdated, DocumentRemoved, DocumentFileErased];
export type DocumentEvent = EventOf<(typeof documentEvents)[number]>;
