import { roleAtLeast, type AccountRole, type PublicUser } from '@ledgerline/contracts';
import { useUser } from './get-user';

/** What each gated action needs, and how the web app explains a refusal (the server refuses with 403 too). */
export const PERMISSIONS = {
  edit: { role: 'editor', reason: "Viewers can't change records." },
  manageTeam: { role: 'admin', reason: 'Only owners and admins manage members and invitations.' },
  changePlan: { role: 'owner', reason: 'Only owners change the plan and billing.' },
} as const satisfies Record<string, { role: AccountRole; reason: string }>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * The signed-in user's role in their account. An answer without one comes from a server that
 * predates team accounts, where every user owned their account: missing reads as 'owner'.
 */
export const accountRoleOf = (user: PublicUser | null | undefined): AccountRole =>
  (user?.accountRole as AccountRole | undefined) ?? 'owner';

export function useAccountRole(): AccountRole {
  return accountRoleOf(useUser().data);
}

/** Whether the signed-in user may do `permission`, and the sentence that says why not. */
export function useCan(permission: Permission): { allowed: boolean; reason: string } {
  const { role, reason } = PERMISSIONS[permission];
  return { allowed: roleAtLeast(useAccountRole(), role), reason };
}
