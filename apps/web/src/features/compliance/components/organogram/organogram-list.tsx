import {
  ORGANOGRAM_ROLES,
  ROLE_COLORS,
  ROLE_LABELS,
  type OrganogramGraph,
  type OrganogramRole,
} from './organogram-graph';

/**
 * The organogram as a list: each party under every role it holds (a trustee who is also a beneficiary is
 * under both), with what it does for (or holds of) the trust in that role.
 */
export function OrganogramList({ graph, trustName }: { graph: OrganogramGraph; trustName: string }) {
  const trust = graph.nodes.find((node) => node.role === 'trust');
  const labelsOf = (partyId: number, role: OrganogramRole) =>
    graph.links
      .filter((link) => (link.source === trust?.id ? link.target : link.source) === partyId)
      .flatMap((link) => link.parts.filter((part) => part.role === role).map((part) => part.label))
      .join(', ');
  const groups = ORGANOGRAM_ROLES.filter((role) => role !== 'trust')
    .map((role) => ({ role, parties: graph.nodes.filter((node) => node.roles.includes(role)) }))
    .filter((group) => group.parties.length > 0);
  return (
    <ul className="space-y-4" aria-label={`${trustName} parties`} data-testid="trust-organogram-list">
      {groups.map(({ role, parties }) => (
        <li key={role} className="space-y-1.5">
          <span className="flex items-center gap-2 text-sm font-semibold">
            <span
              aria-hidden
              className="size-3 shrink-0 rounded-sm border-2"
              style={{ borderColor: ROLE_COLORS[role], backgroundColor: `${ROLE_COLORS[role]}22` }}
            />
            {ROLE_LABELS[role]} ({parties.length})
          </span>
          <ul className="divide-y rounded-md border" aria-label={ROLE_LABELS[role]}>
            {parties.map((party) => (
              <li key={party.id} className="flex flex-wrap justify-between gap-x-3 px-3 py-2 text-sm">
                <span className="min-w-0 font-medium wrap-anywhere">{party.name}</span>
                <span className="text-muted-foreground">{labelsOf(party.id, role)}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
