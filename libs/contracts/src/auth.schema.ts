import { z } from 'zod';
import { usernameText, visibleText } from './common.schema';
import type { AccountRole } from './team.schema';

// Missing: the spec's length message (an empty form); another type (a number, null) is named for what it is.
const textOr = (missing: string, wrongType: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? missing : wrongType),
});

const username = z
  .string(textOr('Username must be at least 3 characters.', 'Username must be text.'))
  .overwrite(usernameText)
  .min(3, 'Username must be at least 3 characters.')
  .max(50, 'Username must be at most 50 characters.');
/** A password as every form sets it: 6 to 200 characters. */
export const passwordSchema = z
  .string(textOr('Password must be at least 6 characters.', 'Password must be text.'))
  .min(6, 'Password must be at least 6 characters.')
  .max(200, 'Password must be at most 200 characters.');
const optionalEmail = z
  .union([z.literal(''), z.email({ message: 'Please enter a valid email address.' })])
  .optional()
  .nullable();
const optionalFullName = z
  .union([
    z.literal(''),
    z
      .string()
      .overwrite(visibleText)
      .min(2, 'Full name must be at least 2 characters.')
      .max(100, 'Full name must be at most 100 characters.'),
  ])
  .optional()
  .nullable();

export const loginSchema = z.object({ username, password: passwordSchema });
export type LoginRequest = z.infer<typeof loginSchema>;

/** What the client sends (spec 000 section 7): the confirmation is removed before sending. */
export const registerRequestSchema = z.object({
  username,
  email: optionalEmail,
  fullName: optionalFullName,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register form: the request plus a matching confirmation. */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: passwordSchema })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Password change by the signed-in user: the new password follows registration's rules. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ message: 'Please enter your current password.' })
      .min(1, 'Please enter your current password.')
      .max(200, 'Password must be at most 200 characters.'),
    newPassword: passwordSchema,
  })
  .refine((request) => request.newPassword !== request.currentPassword, {
    message: 'The new password must differ from the current one.',
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change-password form: the request plus a matching confirmation, removed before sending. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .safeExtend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** One of the signed-in user's sessions; `id` is a digest of the session id, never the id itself. */
export interface UserSessionSummary {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  clientAddress: string | null;
  current: boolean;
}

export type UserRole = 'admin' | 'user';
export const SUBSCRIPTION_TIERS = ['free', 'basic', 'standard', 'pro', 'enterprise'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];
export const SUBSCRIPTION_STATUSES = [
  'active',
  'past_due',
  'canceled',
  'trialing',
  'incomplete',
  'inactive',
  'pending',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The user as every answer shows it; never carries the password or its hash. */
export interface PublicUser {
  id: number;
  accountId: number;
  username: string;
  email: string | null;
  fullName: string | null;
  role: UserRole;
  isAdmin: boolean;
  /** The user's role in their account: owner, admin, editor or viewer. */
  accountRole: AccountRole;
  subscriptionTier: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus;
  subscriptionExpiresAt: string | null;
  maxEntities: number;
  maxUsers: number;
  currentEntityCount: number;
  currentUserCount: number;
  createdAt: string;
  updatedAt: string;
}
