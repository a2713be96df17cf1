import { z } from 'zod';
import {
  calendarDay,
  changeEffectiveDate,
  optionalDate,
  optionalEmail,
  optionalText,
  plainDecimal,
} from './common.schema';

export const ID_TYPES = ['sa_id', 'passport', 'other', 'foreign_id'] as const;
export const BENEFICIAL_OWNER_ROLES = [
  'founder',
  'trustee',
  'beneficiary',
  'controller',
  'shareholder',
  'indirect_owner',
  'other',
] as const;
export const VERIFICATION_STATUSES = ['pending', 'valid', 'invalid', 'expired'] as const;

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values), z.literal('')], { message })
    .nullish()
    .transform((value) => (value ? value : null))
    .default(null);

const SA_ID = /^(\d{2})(\d{2})(\d{2})\d{7}$/;

/** The birth days a South African ID number's first six digits (YYMMDD) can name: 19YY and 20YY, where real. */
export function saIdBirthDays(idNumber: string): string[] {
  const match = SA_ID.exec(idNumber);
  if (!match) return [];
  const [, yy, mm, dd] = match;
  return ['19', '20']
    .map((century) => `${century}${yy}-${mm}-${dd}`)
    .filter((day) => calendarDay(day) === day);
}

/** The Luhn check the last digit of a South African ID number makes over the twelve before it. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why `idNumber` cannot be a South African ID number, or null when it can (DOMAIN.md section 2, reg 3C). */
export function saIdProblem(idNumber: string, dateOfBirth?: string | null): string | null {
  if (!/^\d{13}$/.test(idNumber)) return 'SA ID number must be 13 digits';
  const birthDays = saIdBirthDays(idNumber);
  if (birthDays.length === 0) return 'SA ID number must start with a real date of birth (YYMMDD)';
  if (!luhnValid(idNumber)) return 'SA ID number is not valid: its check digit does not match';
  if (dateOfBirth && !birthDays.includes(dateOfBirth))
    return `SA ID number gives a date of birth of ${birthDays.join(' or ')}, not ${dateOfBirth}`;
  return null;
}

/** Checks an SA ID number sent with its type (and against a date of birth sent with it), naming `idNumber`. */
export const refineSaId = (
  value: { idType?: string | null; idNumber?: string | null; dateOfBirth?: string | null },
  ctx: z.RefinementCtx,
): void => {
  if (value.idType !== 'sa_id' || !value.idNumber) return;
  const problem = saIdProblem(value.idNumber, value.dateOfBirth);
  if (problem) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: problem });
};

/** Individual details (spec 001 section 3); every field optional, empty strings stored as null. */
export const individualDetailsFieldsSchema = z.object({
  dateOfBirth: optionalDate({ notInFuture: 'Date of birth cannot be in the future' }),
  nationality: optionalText(100),
  position: optionalText(200),
  department: optionalText(200),
  occupation: optionalText(200),
  idType: optionalChoice(ID_TYPES, 'ID type must be one of sa_id, passport or other'),
  idNumber: optionalText(50),
  passportCountry: optionalText(100),
  residentialAddress: optionalText(500),
  postalAddress: optionalText(500),
  emailAddress: optionalEmail('Invalid email address'),
  phoneNumber: optionalText(50),
  beneficialOwnerRole: optionalChoice(BENEFICIAL_OWNER_ROLES, 'Unknown beneficial owner role'),
  ownershipCategory: optionalText(100),
  natureOfInterest: optionalText(100),
  citizenships: optionalText(300),
  taxNumber: optionalText(50),
  effectiveOwnershipStartDate: optionalDate(),
  effectiveOwnershipEndDate: optionalDate(),
  trustBenefitType: optionalText(50),
  effectiveControl: z.boolean({ message: 'effectiveControl must be true or false' }).default(false),
  verificationStatus: optionalChoice(VERIFICATION_STATUSES, 'Unknown verification status'),
});
export type IndividualDetailsFields = z.output<typeof individualDetailsFieldsSchema>;

/** POST /api/individual-details and POST|PATCH /api/entities/{id}/details. */
export const individualDetailsRequestSchema = individualDetailsFieldsSchema
  .partial()
  .extend({
    entityId: plainDecimal(
      z.coerce
        .number({ message: 'entityId must be a positive whole number' })
        .int('entityId must be a positive whole number')
        .positive('entityId must be a positive whole number'),
    ).optional(),
    ...changeEffectiveDate(),
  })
  .superRefine(refineSaId);
export type IndividualDetailsRequest = z.input<typeof individualDetailsRequestSchema>;

export interface IndividualDetailsView extends IndividualDetailsFields {
  id: number;
  entityId: number;
  lastVerified: string | null;
  totalOwnershipPercentage: number | null;
  createdAt: string;
  updatedAt: string;
}
