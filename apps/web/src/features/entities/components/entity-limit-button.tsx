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
}

/** A create link that is disabled at the plan's entity limit, with the spec's tooltip either way. */
export function EntityLimitButton({ to, label, limit, noun = 'entities' }: EntityLimitButtonProps) {
  const edit = useCan('edit');
  const hint = !edit.allowed ? edit.reason : limit ? entityLimitTooltip(limit, noun) : undefined;
  if (limit?.hasReachedEntityLimit || !edit.allowed)
    return (
      <HintedButton disabled hint={hint}>
        <Plus aria-hidden />
        {label}
      </HintedButton>
    );
  const button = (
    <Button asChild>
      <Link to={to}>
        <Plus aria-hidden />
        {label}
      </Link>
    </Button>
  );
  return <Tooltip content={hint}>{button}</Tooltip>;
}
