import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

/** The field's value as the one to show, or why it is refused (said under the field). */
export type MomentRead = { value: string } | { error: string };

interface MomentPickerProps {
  /** The button: an icon and the register it names ('As of today', 'As recorded now'). */
  icon: React.ReactNode;
  label: string;
  dialogLabel: string;
  fieldLabel: string;
  /** The native field: its name, type and default value among others. */
  field: { name: string } & Omit<React.ComponentProps<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'>;
  hint?: string;
  /** The button that goes back to the register as it stands ('Today', 'Now'). */
  resetLabel: string;
  className?: string;
  read: (value: string) => MomentRead;
  onChange: (value: string | null) => void;
}

/**
 * A register picker (the day or the recorded moment shown): a button naming it, opening a native field with
 * Show (Enter) and a reset. Radix moves focus into it, Escape closes it and gives focus back to the button.
 */
export function MomentPicker({
  icon,
  label,
  dialogLabel,
  fieldLabel,
  field,
  hint,
  ...props
}: MomentPickerProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const choose = (value: string | null) => {
    props.onChange(value);
    setError(null);
    setOpen(false);
  };
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = props.read(String(new FormData(event.currentTarget).get(field.name) ?? ''));
    if ('error' in read) return setError(read.error);
    choose(read.value);
  };
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

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
          {icon}
          {label}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={dialogLabel} className={cn('w-64', props.className)}>
        <form noValidate onSubmit={submit} className="grid gap-3">
          <Label htmlFor={`${id}-field`}>{fieldLabel}</Label>
          <Input
            {...field}
            id={`${id}-field`}
            aria-invalid={error !== null}
            aria-describedby={described || undefined}
          />
          {hint ? (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          ) : null}
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => choose(null)}>
              {props.resetLabel}
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
