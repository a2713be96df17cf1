import { useEffect, useId, useRef, useState } from 'react';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface ComboboxOption {
  value: string;
  label: string;
}

interface ComboboxProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
  /** The trigger shows the chosen option's label, else the placeholder. */
  selected: ComboboxOption | null;
  placeholder: string;
  disabled?: boolean;
  /** The search text; the owner turns it into options (usually by asking the server, debounced). */
  search: string;
  onSearchChange: (search: string) => void;
  searchLabel: string;
  options: readonly ComboboxOption[];
  /** No options to show yet: `loadingText` instead of `emptyText`. */
  loading: boolean;
  loadingText: string;
  emptyText: string;
  onSelect: (option: ComboboxOption) => void;
  /** Takes the focus once it can (it is disabled while its first options load): a dialog's only field. */
  autoFocus?: boolean;
}

const optionClass =
  'relative flex cursor-default items-center rounded-sm py-1.5 pr-2 pl-8 text-sm select-none aria-selected:bg-accent';

/**
 * A searchable select: a trigger button opening a popover with a search box and a listbox. Focus stays in
 * the search box; ArrowUp/ArrowDown (Home/End) move the active option, Enter chooses it, Escape closes
 * (the WAI-ARIA combobox pattern with aria-activedescendant). Typing on the closed trigger starts a search.
 */
export function Combobox(props: ComboboxProps) {
  const { selected, placeholder, disabled, search, onSearchChange, options, loading } = props;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (!props.autoFocus || disabled || focusedOnce.current) return;
    focusedOnce.current = true;
    triggerRef.current?.focus();
  }, [props.autoFocus, disabled]);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const active = Math.min(activeIndex, options.length - 1);

  const setOpenState = (next: boolean) => {
    setOpen(next);
    // Opening starts on the chosen option when it is among those shown.
    setActiveIndex(
      Math.max(
        0,
        options.findIndex((option) => option.value === selected?.value),
      ),
    );
    if (!next) onSearchChange('');
  };
  const choose = (option: ComboboxOption) => {
    props.onSelect(option);
    setOpenState(false);
  };
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, options.length - 1));
    setActiveIndex(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };
  const onSearchKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: options.length - 1,
    };
    if (event.key in moves && options.length > 0) {
      event.preventDefault();
      moveTo(moves[event.key] ?? 0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option && !loading) choose(option);
    }
  };
  const onTriggerKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenState(true);
    } else if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      setOpenState(true);
      onSearchChange(event.key);
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpenState}>
      <PopoverTrigger asChild>
        <button
          ref={triggerRef}
          type="button"
          role="combobox"
          id={props.id}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          aria-invalid={props['aria-invalid']}
          aria-required={props['aria-required']}
          aria-describedby={props['aria-describedby']}
          disabled={disabled}
          onKeyDown={onTriggerKeyDown}
          className={cn(
            'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-sm',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50',
            'aria-invalid:border-destructive',
          )}
        >
          <span className={cn('truncate', !selected && 'text-muted-foreground')}>
            {selected?.label ?? placeholder}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden />
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-64 p-0"
        onOpenAutoFocus={(event) => {
          // Focus without selecting, so the letter typed on the trigger is kept and the next ones follow it.
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <div className="flex items-center gap-2 border-b px-3">
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <input
            ref={inputRef}
            role="combobox"
            aria-label={props.searchLabel}
            aria-autocomplete="list"
            aria-expanded
            aria-controls={listId}
            aria-activedescendant={options.length > 0 && !loading ? optionId(active) : undefined}
            placeholder={`${props.searchLabel}...`}
            value={search}
            onChange={(event) => {
              setActiveIndex(0);
              onSearchChange(event.target.value);
            }}
            onKeyDown={onSearchKeyDown}
            className="h-10 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
          />
        </div>
        <ul
          role="listbox"
          id={listId}
          aria-label={props.searchLabel}
          className="max-h-64 overflow-y-auto p-1"
        >
          {options.length === 0 ? (
            <li role="presentation" className="px-2 py-6 text-center text-sm text-muted-foreground">
              {loading ? props.loadingText : props.emptyText}
            </li>
          ) : (
            options.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={optionClass}
                onMouseMove={() => setActiveIndex(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {selected?.value === option.value ? (
                  <Check className="absolute left-2 size-4" aria-hidden />
                ) : null}
                {option.label}
              </li>
            ))
          )}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
