import type { AccountMemberView, FilingRequirementView } from '@ledgerline/contracts';
import { FormField } from '@/components/ui/form-field';
import { Select, type SelectOption } from '@/components/ui/select';
import { useMembers } from '@/lib/members/get-members';
import { memberName } from '@/lib/members/member-name';

/** The select's value for no assignee (a Radix select value must be a non-empty string). */
export const UNASSIGNED = 'none';
/** A filing keeps the id of a member who left (docs/decisions/0037). */
export const FORMER_MEMBER = 'Former member';

const memberOptions = (members: readonly AccountMemberView[] | undefined): SelectOption[] =>
  (members ?? []).map((member) => ({ value: String(member.userId), label: memberName(member) }));

/** Who a filing is assigned to, as the list shows it. */
export function assigneeLabel(
  assigneeUserId: number | null,
  members: readonly AccountMemberView[] | undefined,
): string {
  if (assigneeUserId === null) return 'Unassigned';
  const member = members?.find((candidate) => candidate.userId === assigneeUserId);
  if (member) return memberName(member);
  return members ? FORMER_MEMBER : '';
}

/** The Deadlines filter: Anyone, Me, Unassigned, then each member. */
export function useAssigneeFilterOptions(): SelectOption[] {
  const { data } = useMembers();
  return [
    { value: 'all', label: 'Anyone' },
    { value: 'me', label: 'Me' },
    { value: UNASSIGNED, label: 'Unassigned' },
    ...memberOptions(data),
  ];
}

export function AssigneeCell({ data }: { data?: FilingRequirementView }) {
  const { data: members } = useMembers();
  if (!data) return null;
  const label = assigneeLabel(data.assigneeUserId, members);
  return <span className={data.assigneeUserId === null ? 'text-muted-foreground' : undefined}>{label}</span>;
}

/** The edit form's Assignee: Unassigned or a member; a former member stays listed while still assigned. */
export function AssigneeField(props: { value: string; onChange: (value: string) => void; error?: string }) {
  const { data } = useMembers();
  const options = [{ value: UNASSIGNED, label: 'Unassigned' }, ...memberOptions(data)];
  if (data && !options.some((option) => option.value === props.value))
    options.push({ value: props.value, label: FORMER_MEMBER });
  return (
    <FormField label="Assignee" error={props.error}>
      {(control) => (
        <Select {...control} options={options} value={props.value} onValueChange={props.onChange} />
      )}
    </FormField>
  );
}

export const assigneeValue = (filing: FilingRequirementView): string =>
  filing.assigneeUserId === null ? UNASSIGNED : String(filing.assigneeUserId);
export const assigneeOf = (value: string): number | null => (value === UNASSIGNED ? null : Number(value));
