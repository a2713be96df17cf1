import { z } from 'zod';
import { passwordSchema, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from './auth.schema';
import { optionalDate, plainDecimal, usernameText, visibleText } from './common.schema';

const tier = z.enum(SUBSCRIPTION_TIERS, {
  message: 'Subscription tier must be one of free, basic, standard, pro or enterprise',
});
const status = z.enum(SUBSCRIPTION_STATUSES, {
  message:
    'Subscription status must be one of active, past_due, canceled, trialing, incomplete, inactive, pending or expired',
});

/** PATCH /api/admin/users/{id}: any subset; the server keeps only the keys sent. */
export const adminUserUpdateSchema = z
  .object({
    username: z
      .string()
      .overwrite(usernameText)
      .min(3, 'Username must be at least 3 characters.')
      .max(50, 'Username must be at most 50 characters.'),
    email: z
      .union([z.literal(''), z.email({ message: 'Please enter a valid email address.' }), z.null()])
      .transform((value) => value || null),
    fullName: z
      .union([
        z.literal(''),
        z
          .string()
          .overwrite(visibleText)
          .min(2, 'Full name must be at least 2 characters.')
          .max(100, 'Full name must be at most 100 characters.'),
        z.null(),
      ])
      .transform((v) => v || null),
    isAdmin: z.boolean({ message: 'isAdmin must be true or false' }),
    /** Spec 000's user field; the same as isAdmin ('admin' is true), which the admin screen edits. */
    role: z.enum(['admin', 'user'], { message: "role must be 'admin' or 'user'" }),
    subscriptionTier: tier,
    subscriptionStatus: status,
    subscriptionExpiresAt: optionalDate(),
    /** Spec 000's write-only user field: a new password, set without the old one; the user's sessions end. */
    password: passwordSchema,
  })
  .partial();
export type AdminUserUpdateRequest = z.input<typeof adminUserUpdateSchema>;

/** POST /api/subscription/update (spec 000 section 7). */
export const subscriptionUpdateSchema = z.object({
  userId: plainDecimal(
    z.coerce
      .number({ message: 'userId must be a positive whole number' })
      .int('userId must be a positive whole number')
      .positive('userId must be a positive whole number'),
  ),
  tier: z.enum(SUBSCRIPTION_TIERS, { message: 'Please select a plan' }),
  status: status.default('active'),
});
export type SubscriptionUpdateRequest = z.input<typeof subscriptionUpdateSchema>;

export interface SubscriptionView {
  tier: (typeof SUBSCRIPTION_TIERS)[number];
  status: (typeof SUBSCRIPTION_STATUSES)[number];
  expiresAt: string | null;
  entityLimit: number;
  entityUsage: { current: number; max: number; percent: number };
  userUsage: { current: number; max: number; percent: number };
  documentUsage: { current: number; max: number; percent: number };
  /** Bytes of the live documents against the plan's storage quota. */
  storageUsage: { current: number; max: number; percent: number };
  features: {
    allowExports: boolean;
    allowAdvancedVisualization: boolean;
    allowCompliance: boolean;
    allowApiAccess: boolean;
  };
}
