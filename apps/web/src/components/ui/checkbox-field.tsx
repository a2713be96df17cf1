import { useId } from 'react';
import { cn } from '@/lib/utils';

interface CheckboxFieldProps extends Omit<React.ComponentProps<'input'>, 'type' | 'id'> {
  label: string;
  description?: string;
}

/** A native checkbox with its label and optional help text wired by id. */
export function CheckboxField({ label, description, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={descriptionId}
        className="mt-0.5 size-4 rounded border-input accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        {...props}
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm leading-none font-medium">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
