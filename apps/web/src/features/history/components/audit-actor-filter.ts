import type { PublicUser } from '@ledgerline/contracts';
import type { SelectOption } from '@/components/ui/select';
import { useMembers } from '@/lib/members/get-members';
import { memberName } from '@/lib/members/member-name';

/** The Audit log's "Changed by": anyone, me, then each member of the account. */
export function useActorFilterOptions(): SelectOption[] {
  const { data } = useMembers();
  return [
    { value: 'anyone', label: 'By anyone' },
    { value: 'me', label: 'By me' },
    ...(data ?? []).map((member) => ({ value: String(member.userId), label: `By ${memberName(member)}` })),
  ];
}

/** The request's actorId: none for anyone, the user's own id for me, else the member chosen. */
export function actorFilterId(actor: string, user: PublicUser | null | undefined): number | undefined {
  if (actor === 'anyone') return undefined;
  if (actor === 'me') return user?.id;
  return Number(actor);
}
