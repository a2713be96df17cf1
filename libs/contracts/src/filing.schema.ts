import { z } from 'zod';
import {
  choiceError,
  EARLIEST_DATE,
  calendarDay,
  dayOfDateField,
  optionalDate,
  optionalText,
  plainDecimal,
} from './common.schema';

export const FILING_STATUSES = ['pending', 'submitted', 'overdue', 'exempt', 'not_required'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** Spec 001 section 3; the second trust listing's kinds are accepted too (docs/decisions/0008-filing-types.md). */
export const FILING_TYPES = [
  'beneficial_ownership_filing',
  'annual_return',
  'tax_filing',
  'financial_statement',
  'change_of_directors',
  'trust_deed_filing',
  'trust_tax_return',
  'trust_bo_register',
  'trust_it3t',
  'trustee_update',
  'beneficial_ownership',
  'tax_return',
  'trustee_change',
  'beneficiary_change',
  'other',
] as const;

/** The filing types whose name is not their code in words (abbreviations, the SARS form); one list for every screen. */
export const FILING_TYPE_NAMES: Readonly<Record<string, string>> = {
  trust_tax_return: 'Trust Tax Return (ITR12T)',
  trust_bo_register: 'Trust BO Register',
  trust_it3t: 'Trust IT3(t) Return',
  beneficial_ownership_filing: 'Beneficial Ownership Filing',
  change_of_directors: 'Change of Directors',
};

/** Spec 001 section 3: filed by companies only. */
export const COMPANY_ONLY_FILING_TYPES: readonly string[] = ['change_of_directors'];
/** Spec 001 section 3's trust kinds, from both of its listings; `beneficial_ownership` and `tax_return` name no kind. */
export const TRUST_ONLY_FILING_TYPES: readonly string[] = [
  'trust_deed_filing',
  'trust_tax_return',
  'trust_bo_register',
  'trust_it3t',
  'trustee_update',
  'trustee_change',
  'beneficiary_change',
];

/** 'Annual return', and the named kinds as every screen names them ('Trust BO Register', not 'Trust bo register'). */
export function filingTypeName(requirementType: string): string {
  const named = FILING_TYPE_NAMES[requirementType];
  if (named) return named;
  const words = requirementType.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const FILING_TYPE_SHORT_NAMES: Readonly<Record<string, string>> = {
  annual_return: 'Annual return',
  beneficial_ownership_filing: 'BO filing',
  tax_filing: 'Tax',
  financial_statement: 'AFS',
  change_of_directors: 'Directors',
  trust_deed_filing: 'Trust deed',
  trust_tax_return: 'ITR12T',
  trust_bo_register: 'BO register',
  trust_it3t: 'IT3(t)',
  trustee_update: 'Trustees',
  trustee_change: 'Trustees',
  beneficiary_change: 'Beneficiaries',
};

/** The kind in a word or two, where room is short (the deadlines calendar's chips); the full name otherwise. */
export function filingTypeShortName(requirementType: string): string {
  return FILING_TYPE_SHORT_NAMES[requirementType] ?? filingTypeName(requirementType);
}

/** Why an entity of `entityType` cannot have a filing of `requirementType`, or null when it can. */
export function filingTypeMismatch(requirementType: string, entityType: string): string | null {
  const name = filingTypeName(requirementType);
  if (COMPANY_ONLY_FILING_TYPES.includes(requirementType) && entityType !== 'company')
    return `${name} applies to companies only`;
  if (TRUST_ONLY_FILING_TYPES.includes(requirementType) && entityType !== 'trust')
    return `${name} applies to trusts only`;
  return null;
}

const requiredDate = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .refine((v) => calendarDay(v) !== null, 'Invalid date')
    .transform(dayOfDateField)
    .refine((v) => v >= EARLIEST_DATE, 'Date cannot be before 1900-01-01');

const requirementType = z
  .string({ message: 'Filing type is required' })
  .trim()
  .min(1, 'Filing type is required')
  .min(3, 'Requirement type must be specified')
  .max(100, 'Requirement type must be at most 100 characters');

const status = z.enum(FILING_STATUSES, choiceError('Status is required', 'Status', FILING_STATUSES));
const submissionDate = optionalDate({ notInFuture: 'Submission date cannot be in the future' });

export const createFilingSchema = z.object({
  entityId: plainDecimal(
    z.coerce
      .number({ message: 'An entity must be selected' })
      .int('An entity must be selected')
      .positive('An entity must be selected'),
  ),
  requirementType,
  dueDate: requiredDate('Due date is required'),
  status: status.default('pending'),
  submissionDate,
  notes: optionalText(5000),
  /** Add it even when the entity has a filing of the same kind due the same day (answered 409 otherwise). */
  allowDuplicate: z.boolean({ message: 'allowDuplicate must be true or false' }).optional(),
});
export type CreateFilingRequest = z.input<typeof createFilingSchema>;
export type CreateFilingFields = z.output<typeof createFilingSchema>;

const ASSIGNEE_MESSAGE = 'assigneeUserId must be a member of this account';

/** PATCH: mark submitted (with its date) or change any field; the server keeps only the keys sent. */
export const updateFilingSchema = z
  .object({
    requirementType,
    dueDate: requiredDate('Due date is required'),
    status,
    submissionDate,
    notes: optionalText(5000),
    /** A member of the account the filing is assigned to, or null for unassigned. */
    assigneeUserId: z
      .number({ message: ASSIGNEE_MESSAGE })
      .int(ASSIGNEE_MESSAGE)
      .positive(ASSIGNEE_MESSAGE)
      .nullable(),
  })
  .partial();
export type UpdateFilingRequest = z.input<typeof updateFilingSchema>;
export type UpdateFilingFields = z.output<typeof updateFilingSchema>;

export interface FilingRequirementView {
  id: number;
  entityId: number;
  userId: number;
  requirementType: string;
  dueDate: string;
  /** As shown: a pending filing past its due date reads 'overdue' (computed when read). */
  status: FilingStatus;
  storedStatus: FilingStatus;
  isOverdue: boolean;
  daysUntilDue: number;
  submissionDate: string | null;
  notes: string | null;
  /** 'manual' when a user added it, 'deadline_engine' when derived from the facts. */
  origin: string;
  /** The due date comes from a tax season SARS has not published yet (docs/decisions/0026). */
  provisional?: boolean;
  /** The member the filing is assigned to (possibly a former member), or null (docs/decisions/0037). */
  assigneeUserId: number | null;
  createdAt: string;
  updatedAt: string;
  entity: { id: number; name: string; type: string } | null;
}
