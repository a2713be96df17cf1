import { Crosshair } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { humanize } from '@/lib/humanize';
import type { NetworkEntity, NetworkLink } from './network-graph';

/** Rows rendered at once: a table of thousands of rows would block the page while it mounts. */
const MAX_ROWS = 500;

interface OwnershipListProps {
  entities: readonly NetworkEntity[];
  links: readonly NetworkLink[];
  focusId: number | null;
  onFocus: (entityId: number) => void;
}

/** The links drawn while an ownership chain is focused: both ends in the chain (every link otherwise). */
export function linksInChain(
  links: readonly NetworkLink[],
  chain: ReadonlySet<number> | null | undefined,
): readonly NetworkLink[] {
  return chain ? links.filter((link) => chain.has(link.fromId) && chain.has(link.toId)) : links;
}

/** The List View tab: every drawn link as owner (or role holder), type, owned entity and percentage. */
export function OwnershipList({ entities, links, focusId, onFocus }: OwnershipListProps) {
  const names = new Map(entities.map((n) => [n.id, n.name]));
  if (links.length === 0) return <p className="text-sm text-muted-foreground">No relationships to list.</p>;
  const focusButton = (id: number) => (
    <Button
      variant={focusId === id ? 'secondary' : 'ghost'}
      size="sm"
      className="h-7 px-2"
      aria-pressed={focusId === id}
      aria-label={`Focus ${names.get(id) ?? id}`}
      onClick={() => onFocus(id)}
    >
      <Crosshair aria-hidden />
      Focus
    </Button>
  );
  return (
    <div className="max-h-[60vh] overflow-auto rounded-md border">
      <table className="w-full text-sm">
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            <th className="p-2 font-medium">Owner</th>
            <th className="p-2 font-medium">Type</th>
            <th className="p-2 font-medium">Owned</th>
            <th className="p-2 text-right font-medium">%</th>
          </tr>
        </thead>
        <tbody>
          {links.slice(0, MAX_ROWS).map((link) => (
            <tr key={link.relationshipId} className="border-t">
              <td className="p-2">
                <div className="flex items-center justify-between gap-2">
                  {names.get(link.fromId)}
                  {focusButton(link.fromId)}
                </div>
              </td>
              <td className="p-2">{humanize(link.type)}</td>
              <td className="p-2">
                <div className="flex items-center justify-between gap-2">
                  {names.get(link.toId)}
                  {focusButton(link.toId)}
                </div>
              </td>
              <td className="p-2 text-right tabular-nums">
                {link.percentage === null ? '—' : `${link.percentage}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {links.length > MAX_ROWS ? (
        <p className="p-2 text-sm text-muted-foreground">
          Showing {MAX_ROWS} of {links.length} links: focus an entity to narrow the list.
        </p>
      ) : null}
    </div>
  );
}
