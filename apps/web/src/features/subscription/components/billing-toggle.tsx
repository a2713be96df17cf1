import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { Billing } from './plan-price';

const CHOICES: { value: Billing; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/** Monthly or yearly prices; yearly carries the 20% discount (spec 000 section 9). */
export function BillingToggle({ value, onChange }: { value: Billing; onChange: (billing: Billing) => void }) {
  return (
    <div role="group" aria-label="Billing period" className="inline-flex rounded-lg border bg-muted p-1">
      {CHOICES.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
          className={cn(
            'flex items-center gap-2 rounded-md px-4 py-1.5 text-sm font-medium transition-colors',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            value === choice.value
              ? 'bg-background shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {choice.label}
          {choice.value === 'yearly' ? <Badge variant="success">Save 20%</Badge> : null}
        </button>
      ))}
    </div>
  );
}
