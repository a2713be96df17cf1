import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import type { SearchHitView } from '@ledgerline/contracts';
import { Input } from '@/components/ui/input';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useGlobalSearch } from '@/hooks/global-search';
import { searchRecordsQueryOptions } from '../api/search-records';
import { groupSearchHits } from './search-hit-groups';
import { SearchResults } from './search-results';

const noHits: SearchHitView[] = [];

/**
 * Spec 000 top bar: every text change is still reported to the current page (useGlobalSearch); the text
 * also asks GET /api/search (debounced) and shows the hits grouped by kind. Focus stays in the box:
 * ArrowUp/ArrowDown move through the hits, Enter opens the active one, Escape closes the results.
 */
export function TopBarSearch() {
  const navigate = useNavigate();
  const { searchText, setSearchText } = useGlobalSearch();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const anchorRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-hit-${index}`;
  const q = useDebouncedValue(searchText.trim(), 250);
  const hitsQuery = useQuery({ ...searchRecordsQueryOptions(q), placeholderData: keepPreviousData });
  const { groups, ordered } = groupSearchHits(hitsQuery.data ?? noHits);
  const typing = q !== searchText.trim() || hitsQuery.isFetching;
  const showing = open && searchText.trim() !== '';
  const active = Math.min(activeIndex, ordered.length - 1);

  const openHit = (hit: SearchHitView) => {
    setOpen(false);
    setSearchText('');
    navigate(hit.url);
  };
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, ordered.length - 1));
    setActiveIndex(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (showing) event.preventDefault();
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!showing) setOpen(true);
      else if (ordered.length > 0) moveTo(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && showing) {
      event.preventDefault();
      const hit = ordered[active];
      if (hit && !typing) openHit(hit);
    }
  };

  let state: 'loading' | 'error' | 'ready' = 'ready';
  if (hitsQuery.isError) state = 'error';
  else if (typing || hitsQuery.isPending) state = 'loading';

  return (
    <Popover open={showing} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div ref={anchorRef} role="search" className="relative max-w-md flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            role="combobox"
            aria-label="Search"
            aria-autocomplete="list"
            aria-expanded={showing}
            aria-controls={showing ? listId : undefined}
            aria-activedescendant={showing && ordered.length > 0 && !typing ? optionId(active) : undefined}
            placeholder="Search entities, relationships, assets..."
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              setActiveIndex(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            className="pl-9"
          />
        </div>
      </PopoverAnchor>
      <PopoverContent
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-80 p-0"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          // A click back into the box keeps the results open.
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
      >
        <SearchResults
          listId={listId}
          optionId={optionId}
          groups={groups}
          activeIndex={typing ? -1 : active}
          state={state}
          onHover={setActiveIndex}
          onOpen={openHit}
        />
      </PopoverContent>
    </Popover>
  );
}
