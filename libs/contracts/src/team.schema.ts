import { z } from 'zod';
import { registerRequestSchema } from './auth.schema';

/**
 * Roles inside one account, from most to least powerful. Not the installation's
 * administrator (`UserRole` 'admin'), who manages every user and subscription of the installation.
 */
export const ACCOUNT_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** True when `role` may do what `needed` may (owner > admin > editor > viewer). */
export const roleAtLeast = (role: AccountRole, needed: AccountRole): boolean =>
  ACCOUNT_ROLES.indexOf(role) <= ACCOUNT_ROLES.indexOf(needed);

const accountRole = z.enum(ACCOUNT_ROLES, {
  message: 'Role must be one of owner, admin, editor or viewer.',
});

/** A member of the signed-in account, as the Team page lists it. */
export interface AccountMemberView {
  userId: number;
  username: string;
  fullName: string | null;
  email: string | null;
  role: AccountRole;
  joinedAt: string;
  /** The last time the member was seen signed in or acting; null when never. */
  lastActiveAt: string | null;
}

export const inviteMemberRequestSchema = z.object({
  email: z
    .email({ message: 'Please enter a valid email address.' })
    .max(254, 'Email must be at most 254 characters.'),
  role: accountRole,
});
export type InviteMemberRequest = z.infer<typeof inviteMemberRequestSchema>;

/** A pending invitation; the token is shown only in the answer that creates or resends it. */
export interface InvitationView {
  id: string;
  email: string;
  role: AccountRole;
  invitedBy: { userId: number; username: string } | null;
  createdAt: string;
  expiresAt: string;
}

/** The answer to POST /api/account/invitations (and resend): the link to copy, shown once. */
export interface CreatedInvitation {
  id: string;
  token: string;
  url: string;
  expiresAt: string;
}

/** What the public GET /api/invitations/{token} tells whoever holds the link, for the accept page. */
export interface InvitationPreview {
  /** The account's name as its members know it: its first owner's full name, else username. */
  accountName: string;
  invitedBy: { userId: number; username: string; fullName: string | null } | null;
  role: AccountRole;
  email: string;
  expiresAt: string;
}

export const changeMemberRoleRequestSchema = z.object({ role: accountRole });
export type ChangeMemberRoleRequest = z.infer<typeof changeMemberRoleRequestSchema>;

/** Accepting an invitation: empty when signed in, else spec 000's registration fields to sign up. */
export const acceptInvitationRequestSchema = registerRequestSchema.partial();
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const createApiTokenRequestSchema = z.object({
  name: z
    .string({ message: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(100, 'Name must be at most 100 characters.'),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { message: 'Scopes must be read or write.' }))
    .min(1, 'Choose at least one scope.'),
  /** YYYY-MM-DD (the token stops working at the end of that day in the account's zone), or null for never. */
  expiresAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expiry must be a date (YYYY-MM-DD).')
    .nullable()
    .optional(),
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequestSchema>;

export interface ApiTokenView {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  /** The first characters of the token, enough to recognise it; the token itself is never shown again. */
  prefix: string;
}

export interface CreatedApiToken {
  id: string;
  token: string;
}
