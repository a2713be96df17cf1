import { Check, X } from 'lucide-react';
import type { SubscriptionView } from '@ledgerline/contracts';
import { cn } from '@/lib/utils';

const FEATURE_LABELS: [keyof SubscriptionView['features'], string][] = [
  ['allowExports', 'Data exports'],
  ['allowAdvancedVisualization', 'Advanced visualization'],
  ['allowCompliance', 'Compliance features'],
  ['allowApiAccess', 'API access'],
];

export function PlanFeatureTicks({ features }: { features: SubscriptionView['features'] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Plan features">
      {FEATURE_LABELS.map(([key, label]) => (
        <li
          key={key}
          className={cn('flex items-center gap-2 text-sm', !features[key] && 'text-muted-foreground')}
        >
          {features[key] ? (
            <Check className="size-4 text-success" aria-label="Included" />
          ) : (
            <X className="size-4" aria-label="Not included" />
          )}
          {label}
        </li>
      ))}
    </ul>
  );
}
