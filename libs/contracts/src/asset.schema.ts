import { z } from 'zod';
import {
  changeEffectiveDate,
  choiceError,
  decimalText,
  optionalDate,
  optionalText,
  plainDecimal,
  visibleText,
} from './common.schema';

export const ASSET_TYPES = [
  'real_estate',
  'vehicle',
  'investment',
  'financial',
  'intellectual_property',
  'equipment',
  'tangible',
  'other',
] as const;
export const ASSET_STATUSES = [
  'active',
  'inactive',
  'maintenance',
  'for_sale',
  'pending',
  'disposed',
] as const;

const MAX_VALUE = 999_999_999_999.99; // 14 digits, 2 decimals

/** Accepts a number or a numeric string; not negative, at most 14 digits with 2 decimals. */
export const assetValueSchema = z
  .union([z.number(), z.string(), z.null(), z.undefined()], { message: 'Value must be a number' })
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      return null;
    const number = typeof value === 'number' ? value : decimalText(value, { grouped: true });
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: 'custom', message: 'Value must be a number' });
      return z.NEVER;
    }
    if (number < 0) ctx.addIssue({ code: 'custom', message: 'Value cannot be negative' });
    if (number > MAX_VALUE)
      ctx.addIssue({ code: 'custom', message: 'Value is too large (at most 14 digits)' });
    return Math.round(number * 100) / 100;
  })
  .default(null);

export const assetFieldsSchema = z.object({
  name: z
    .string({ message: 'Name must be at least 2 characters' })
    .overwrite(visibleText)
    .min(2, 'Name must be at least 2 characters')
    .max(200, 'Name must be at most 200 characters'),
  type: z
    .union(
      [z.enum(ASSET_TYPES), z.literal('')],
      choiceError('Asset type is required', 'Asset type', ASSET_TYPES),
    )
    .transform((value) => (value ? value : 'other'))
    .default('other'),
  description: optionalText(),
  value: assetValueSchema,
  acquisitionDate: optionalDate({ notInFuture: 'Acquisition date cannot be in the future' }),
  location: optionalText(500),
  status: z
    .union([z.enum(ASSET_STATUSES), z.literal('')], { message: 'Unknown asset status' })
    .transform((value) => (value ? value : 'active'))
    .default('active'),
  notes: optionalText(5000),
  ownerEntityId: plainDecimal(
    z.coerce
      .number({ message: 'An owner must be selected' })
      .int('An owner must be selected')
      .positive('An owner must be selected'),
  ),
});

export const createAssetSchema = assetFieldsSchema;
/** PATCH: any subset of the fields, and when the change took effect (a transfer, disposal or valuation day). */
export const updateAssetSchema = assetFieldsSchema.partial().extend(changeEffectiveDate());
/** The edit form: every field prefilled, and the change's effective date. */
export const editAssetSchema = assetFieldsSchema.extend(changeEffectiveDate());
export type CreateAssetRequest = z.input<typeof createAssetSchema>;
export type AssetFields = z.output<typeof assetFieldsSchema>;
export type EditAssetRequest = z.input<typeof editAssetSchema>;
export type EditAssetValues = z.output<typeof editAssetSchema>;

export interface AssetView {
  id: number;
  ownerEntityId: number;
  name: string;
  type: string;
  /** Same as type; the trust assets call reads it under this name. */
  assetType: string;
  description: string | null;
  value: number | null;
  acquisitionDate: string | null;
  location: string | null;
  status: string;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  ownerEntity?: { id: number; name: string; type: string };
  /** The detail route's version of the record, for an edit's `If-Match` (docs/decisions/0068). */
  version?: string | null;
}
