import { z } from 'zod';
import {
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
export const individualDetailsRequestSchema = individualDetailsFieldsSchema.partial().extend({
  entityId: plainDecimal(
    z.coerce
      .number({ message: 'entityId must be a positive whole number' })
      .int('entityId must be a positive whole number')
      .positive('entityId must be a positive whole number'),
  ).optional(),
  ...changeEffectiveDate(),
});
export type IndividualDetailsRequest = z.input<typeof individualDetailsRequestSchema>;

export interface IndividualDetailsView extends IndividualDetailsFields {
  id: number;
  entityId: number;
  lastVerified: string | null;
  totalOwnershipPercentage: number | null;
  createdAt: string;
  updatedAt: string;
}
