import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import type { EntityLimitView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { entityLimitTooltip, type LimitNoun } from './entity-limit-texts';

interface EntityLimitButtonProps {
  to: string;
  label: string;
  limit: EntityLimitView | undefined;
  noun?: LimitNoun;
}

/** A create link that is disabled at the plan's entity limit, with the spec's tooltip either way. */
export function EntityLimitButton({ to, label, limit, noun = 'entities' }: EntityLimitButtonProps) {
  const reached = limit?.hasReachedEntityLimit ?? false;
  const button = reached ? (
    // A disabled button gets no pointer or focus events, so the wrapper carries the tooltip.
    <span
      tabIndex={0}
      className="inline-flex rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Button disabled>
        <Plus aria-hidden />
        {label}
      </Button>
    </span>
  ) : (
    <Button asChild>
      <Link to={to}>
        <Plus aria-hidden />
        {label}
      </Link>
    </Button>
  );
  return limit ? <Tooltip content={entityLimitTooltip(limit, noun)}>{button}</Tooltip> : button;
}
