import { useId, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { asOfDay, formatLongDay } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { accountToday } from '@/lib/account-settings/account-time-zone';

const INVALID_DAY = 'As of date must be a date from 1 January 1900';

interface AsOfPickerProps {
  /** YYYY-MM-DD, or null for today. */
  asOf: string | null;
  onAsOfChange: (day: string | null) => void;
}

/**
 * Chooses the effective day a register is shown as of: a button naming the day, opening a date field with
 * Show and Today. Radix moves focus into it, Escape closes it and gives focus back to the button.
 */
export function AsOfPicker({ asOf, onAsOfChange }: AsOfPickerProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const choose = (day: string | null) => {
    onAsOfChange(day);
    setError(null);
    setOpen(false);
  };
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const day = String(new FormData(event.currentTarget).get('asOf') ?? '');
    if (!asOfDay.safeParse(day).success) return setError(INVALID_DAY);
    choose(day);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm">
          <CalendarClock aria-hidden />
          {asOf ? `As of ${formatLongDay(asOf)}` : 'As of today'}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Choose the as of date" className="w-64">
        <form noValidate onSubmit={submit} className="grid gap-3">
          <Label htmlFor={`${id}-day`}>Show the register as of</Label>
          <Input
            id={`${id}-day`}
            name="asOf"
            type="date"
            min="1900-01-01"
            required
            defaultValue={asOf ?? accountToday()}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => choose(null)}>
              Today
            </Button>
            <Button type="submit" size="sm">
              Show
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
