import type { SearchHitView } from '@ledgerline/contracts';
import { Spinner } from '@/components/ui/spinner';
import type { SearchHitGroup } from './search-hit-groups';

interface SearchResultsProps {
  listId: string;
  optionId: (index: number) => string;
  groups: SearchHitGroup[];
  activeIndex: number;
  state: 'loading' | 'error' | 'ready';
  onHover: (index: number) => void;
  onOpen: (hit: SearchHitView) => void;
}

function Message({ children }: { children: React.ReactNode }) {
  return (
    <div role="presentation" className="px-3 py-6 text-center text-sm text-muted-foreground">
      {children}
    </div>
  );
}

function emptyText(state: SearchResultsProps['state']): React.ReactNode {
  if (state === 'error') return 'Search failed. Please try again.';
  if (state === 'ready') return 'No results';
  return (
    <span className="inline-flex items-center gap-2">
      <Spinner />
      Searching...
    </span>
  );
}

/** The top bar's results: a listbox with one group per kind (its heading names the group). */
export function SearchResults({
  listId,
  optionId,
  groups,
  activeIndex,
  state,
  onHover,
  onOpen,
}: SearchResultsProps) {
  return (
    <div role="listbox" id={listId} aria-label="Search results" className="max-h-96 overflow-y-auto p-1">
      {groups.length === 0 ? <Message>{emptyText(state)}</Message> : null}
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className="py-1">
          <div
            id={`${listId}-${group.kind}`}
            className="px-2 py-1 text-xs font-semibold text-muted-foreground"
          >
            {group.title}
          </div>
          {group.hits.map(({ hit, index }) => (
            <div
              key={`${hit.kind}-${hit.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="cursor-pointer rounded-sm px-2 py-1.5 text-sm aria-selected:bg-accent"
              onMouseMove={() => onHover(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onOpen(hit)}
            >
              <div className="truncate font-medium">{hit.title}</div>
              {hit.subtitle ? (
                <div className="truncate text-xs text-muted-foreground">{hit.subtitle}</div>
              ) : null}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
