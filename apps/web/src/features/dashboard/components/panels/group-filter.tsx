import { useState } from 'react';
import { Check, Filter } from 'lucide-react';
import type { GroupView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SearchInput } from '@/components/ui/search-input';
import { errorMessage } from '@/lib/api-client';
import { fuzzyFilter } from '@/lib/fuzzy-match';
import { cn } from '@/lib/utils';

interface GroupFilterProps {
  groups: readonly GroupView[] | undefined;
  error: unknown;
  groupId: number | null | undefined;
  onChoose: (choice: 'all' | number) => void;
}

/** Spec 000 'Dashboard': the 'Filter by Group' popover with a fuzzy search. */
export function GroupFilter({ groups, error, groupId, onChoose }: GroupFilterProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const matches = fuzzyFilter(groups ?? [], search, (g) => g.name);
  const current = groups?.find((g) => g.id === groupId);
  const pick = (choice: 'all' | number) => {
    onChoose(choice);
    setOpen(false);
    setSearch('');
  };
  const option = (key: string, label: React.ReactNode, selected: boolean, choice: 'all' | number) => (
    <li key={key}>
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => pick(choice)}
        className={cn(
          'flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          selected && 'bg-accent',
        )}
      >
        <Check className={cn('size-4', selected ? 'opacity-100' : 'opacity-0')} aria-hidden />
        {label}
      </button>
    </li>
  );
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" aria-label={`Filter by Group: ${current?.name ?? 'All Entities'}`}>
          <Filter aria-hidden />
          <span className="max-w-40 truncate">{current?.name ?? 'All Entities'}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80 space-y-3" aria-label="Filter by Group">
        <h3 className="text-sm font-semibold">Filter by Group</h3>
        <SearchInput
          label="Search groups"
          placeholder="Search groups..."
          value={search}
          onValueChange={setSearch}
          className="sm:max-w-none"
        />
        <ul className="max-h-64 space-y-0.5 overflow-auto" aria-label="Groups">
          {option('all', 'All Entities', groupId === null, 'all')}
          {matches.map((group) =>
            option(
              String(group.id),
              <span className="flex flex-1 items-center justify-between gap-2">
                <span className="truncate">{group.name}</span>
                {group.isDefault ? <Badge variant="secondary">Default</Badge> : null}
              </span>,
              group.id === groupId,
              group.id,
            ),
          )}
        </ul>
        {groups && matches.length === 0 ? (
          <p className="px-2 text-sm text-muted-foreground">No groups found</p>
        ) : null}
        {error ? <p className="px-2 text-sm text-destructive">{errorMessage(error)}</p> : null}
      </PopoverContent>
    </Popover>
  );
}
