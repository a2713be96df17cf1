import { queryRoots } from '@/lib/query-keys';

/** Members and invitations sit under the user's root, so signing out clears them with the rest. */
export const teamKeys = {
  members: [...queryRoots.user, 'team', 'members'] as const,
  invitations: [...queryRoots.user, 'team', 'invitations'] as const,
  invitation: (token: string) => ['invitation', token] as const,
};
