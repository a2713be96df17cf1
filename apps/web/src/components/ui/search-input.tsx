import { Search } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Input } from './input';

interface SearchInputProps {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
}

/** A search box with a leading icon; the label is its accessible name. */
export function SearchInput({ label, placeholder, value, onValueChange, className }: SearchInputProps) {
  return (
    <div className={cn('relative flex-1 sm:max-w-sm', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
