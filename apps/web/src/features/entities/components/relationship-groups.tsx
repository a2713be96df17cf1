import { humanizeCode, formatPercent } from '@/lib/format-values';
import { directionNote, type EntityNoun, type EntityRelationshipRow } from './entity-relationship-rows';

interface RoleGroup {
  title: string;
  type: string;
  withPercent: boolean;
}

const trustGroups: RoleGroup[] = [
  { title: 'Trustees', type: 'trustee', withPercent: false },
  { title: 'Beneficiaries', type: 'beneficiary', withPercent: true },
];
const companyGroups: RoleGroup[] = [
  { title: 'Directors', type: 'director', withPercent: false },
  { title: 'Shareholders', type: 'shareholder', withPercent: true },
];

/** Each group lists this many; the rest are in the searchable, paged table below (a hub holds thousands). */
export const SHOWN_PER_GROUP = 10;

function GroupList<T>({
  title,
  rows,
  children,
}: {
  title: string;
  rows: readonly T[];
  children: (row: T) => React.ReactNode;
}) {
  if (rows.length === 0) return null;
  const more = rows.length - SHOWN_PER_GROUP;
  return (
    <section className="space-y-2" aria-label={title}>
      <h3 className="text-sm font-semibold">
        {title} <span className="font-normal text-muted-foreground">({rows.length})</span>
      </h3>
      <ul className="divide-y rounded-md border text-sm">{rows.slice(0, SHOWN_PER_GROUP).map(children)}</ul>
      {more > 0 ? (
        <p className="text-xs text-muted-foreground">
          and {more.toLocaleString('en-ZA')} more in the table below
        </p>
      ) : null}
    </section>
  );
}

/**
 * Spec 001 'Grouped relationship view'. The role groups hold the parties that hold the role in this
 * entity (its target relationships); everything else is listed under Other Relationships.
 */
export function RelationshipGroups({
  entityName,
  noun,
  rows,
}: {
  entityName: string;
  noun: EntityNoun;
  rows: EntityRelationshipRow[];
}) {
  const groups = entityName.toLowerCase().includes('trust') ? trustGroups : companyGroups;
  const inGroup = (row: EntityRelationshipRow, group: RoleGroup) =>
    row.direction === 'to' && row.type === group.type;
  const others = rows.filter((row) => !groups.some((group) => inGroup(row, group)));
  const grouped = groups.map((group) => ({ group, members: rows.filter((row) => inGroup(row, group)) }));

  const noRoles = grouped.every(({ members }) => members.length === 0);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {noRoles ? (
        <p className="text-sm text-muted-foreground md:col-span-2">No directors or shareholders found.</p>
      ) : null}
      {grouped.map(({ group, members }) => (
        <GroupList key={group.title} title={group.title} rows={members}>
          {(row) => (
            <li key={row.id} className="flex justify-between gap-2 px-3 py-2">
              <span>{row.relatedEntityName}</span>
              {group.withPercent ? <span>{formatPercent(row.ownershipPercentage)}</span> : null}
            </li>
          )}
        </GroupList>
      ))}
      <GroupList title="Other Relationships" rows={others}>
        {(row) => (
          <li key={row.id} className="flex justify-between gap-2 px-3 py-2">
            <span>
              {row.relatedEntityName}{' '}
              <span className="text-muted-foreground">
                ({humanizeCode(row.type)}, {directionNote(row, noun).toLowerCase()})
              </span>
            </span>
            <span>{formatPercent(row.ownershipPercentage)}</span>
          </li>
        )}
      </GroupList>
    </div>
  );
}
