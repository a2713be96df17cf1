import type { AccountMemberView } from '@ledgerline/contracts';

/** How the Team page names a member: the full name when given, else the username. */
export const memberName = (member: Pick<AccountMemberView, 'fullName' | 'username'>): string =>
  member.fullName?.trim() || member.username;
