import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import type { EntityLimitView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { HintedButton } from '@/components/ui/hinted-button';
import { Tooltip } from '@/components/ui/tooltip';
import { useCan } from '@/lib/session/account-role';
import { entityLimitTooltip, type LimitNoun } from './entity-limit-texts';

interface EntityLimitButtonProps {
  to: string;
  label: string;
  limit: EntityLimitView | undefined;
  noun?: LimitNoun;
  /** Router state for the create page (the entity it starts from). */
  state?: unknown;
  variant?: 'default' | 'outline';
  icon?: ReactNode;
}

/** A create link that is disabled at the plan's entity limit, with the spec's tooltip either way. */
export function EntityLimitButton({
  to,
  label,
  limit,
  noun = 'entities',
  state,
  variant = 'default',
  icon = <Plus aria-hidden />,
}: EntityLimitButtonProps) {
  const edit = useCan('edit');
  const hint = !edit.allowed ? edit.reason : limit ? entityLimitTooltip(limit, noun) : undefined;
  if (limit?.hasReachedEntityLimit || !edit.allowed)
    return (
      <HintedButton disabled hint={hint} variant={variant}>
        {icon}
        {label}
      </HintedButton>
    );
  const button = (
    <Button asChild variant={variant}>
      <Link to={to} state={state}>
        {icon}
        {label}
      </Link>
    </Button>
  );
  return <Tooltip content={hint}>{button}</Tooltip>;
}
