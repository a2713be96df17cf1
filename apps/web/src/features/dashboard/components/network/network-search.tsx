import { useMemo, useState } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import type { NetworkEntity } from './network-graph';

const MAX_HITS = 8;

/** Pure: the entities whose name contains every word of `text`, best (starts with the text) first. */
export function findEntities(entities: readonly NetworkEntity[], text: string): NetworkEntity[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const needle = text.trim().toLowerCase();
  return entities
    .filter((e) => !e.cluster && words.every((word) => e.name.toLowerCase().includes(word)))
    .sort((a, b) => {
      const starts =
        Number(b.name.toLowerCase().startsWith(needle)) - Number(a.name.toLowerCase().startsWith(needle));
      return starts || a.name.localeCompare(b.name, undefined, { numeric: true });
    })
    .slice(0, MAX_HITS);
}

/** Search-and-focus: pick an entity by name; the chart focuses its chain and centres on it. */
export function NetworkSearch({
  entities,
  onPick,
}: {
  entities: readonly NetworkEntity[];
  onPick: (entityId: number) => void;
}) {
  const [text, setText] = useState('');
  const hits = useMemo(() => findEntities(entities, text), [entities, text]);
  const pick = (id: number) => {
    onPick(id);
    setText('');
  };
  return (
    <div
      className="relative w-64"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && hits[0]) pick(hits[0].id);
        if (event.key === 'Escape') setText('');
      }}
    >
      <SearchInput
        label="Find an entity in the network"
        placeholder="Find entity..."
        value={text}
        onValueChange={setText}
        className="sm:max-w-none"
      />
      {text.trim() ? (
        <ul
          role="listbox"
          aria-label="Matching entities"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover p-1 shadow-md"
        >
          {hits.length === 0 ? (
            <li className="px-2 py-1.5 text-sm text-muted-foreground">No entity found in this view</li>
          ) : (
            hits.map((entity) => (
              <li key={entity.id} role="option" aria-selected={false}>
                <button
                  type="button"
                  className="w-full truncate rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                  onClick={() => pick(entity.id)}
                >
                  {entity.name}
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
