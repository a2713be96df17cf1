import { Check, X } from 'lucide-react';
import type { Plan } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatPlanPrice, type Billing } from './plan-price';

interface PlanCardProps {
  plan: Plan;
  billing: Billing;
  current: boolean;
  selected: boolean;
  onSelect: () => void;
}

/** One plan on Plans & Pricing; the current tier cannot be picked again (spec 000 section 4). */
export function PlanCard({ plan, billing, current, selected, onSelect }: PlanCardProps) {
  const popular = plan.tier === 'basic';
  return (
    <Card
      role="group"
      aria-label={`${plan.name} plan`}
      className={cn(
        'relative flex flex-col',
        selected && 'border-primary ring-2 ring-primary',
        current && 'bg-muted/40',
      )}
    >
      {popular ? <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">Most Popular</Badge> : null}
      <CardHeader>
        <h2 className="text-xl font-semibold">{plan.name}</h2>
        <p className="text-2xl font-bold">{formatPlanPrice(plan, billing)}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-2 text-sm">
          {plan.highlights.map((highlight) => (
            <li key={highlight} className="flex items-start gap-2">
              {highlight.startsWith('No ') ? (
                <X className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              ) : (
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              )}
              {highlight}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={selected ? 'default' : 'outline'}
          disabled={current}
          aria-pressed={current ? undefined : selected}
          onClick={onSelect}
        >
          {current ? 'Current Plan' : selected ? 'Selected' : 'Select Plan'}
        </Button>
      </CardFooter>
    </Card>
  );
}
