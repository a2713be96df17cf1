import { ORGANOGRAM_ROLES, ROLE_COLORS, ROLE_LABELS } from './organogram-graph';

export function OrganogramLegend() {
  return (
    <ul className="flex flex-wrap gap-4 text-sm" aria-label="Legend">
      {ORGANOGRAM_ROLES.map((role) => (
        <li key={role} className="flex items-center gap-2">
          <span
            aria-hidden
            className="size-3 rounded-sm border-2"
            style={{ borderColor: ROLE_COLORS[role], backgroundColor: `${ROLE_COLORS[role]}22` }}
          />
          {ROLE_LABELS[role]}
        </li>
      ))}
    </ul>
  );
}
