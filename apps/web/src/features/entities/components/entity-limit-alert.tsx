import { Link } from 'react-router-dom';
import { AlertTriangle } from 'lucide-react';
import type { EntityLimitView } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  entityLimitAlertText,
  entityUsageText,
  limitAlertTitle,
  type EntityKind,
} from './entity-limit-texts';

/** Shown on create screens once the plan's entity limit is reached (spec 001 section 8). */
export function EntityLimitAlert({ limit, kind }: { limit: EntityLimitView; kind: EntityKind }) {
  if (!limit.hasReachedEntityLimit) return null;
  return (
    <Alert variant="destructive">
      <AlertTriangle className="size-4" aria-hidden />
      <AlertTitle>{limitAlertTitle(kind)}</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>{entityLimitAlertText(limit, kind)}</p>
        <Button size="sm" variant="outline" asChild>
          <Link to="/subscription/upgrade">Upgrade Plan</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export function EntityUsageLine({ limit }: { limit: EntityLimitView }) {
  return <p className="text-sm text-muted-foreground">{entityUsageText(limit)}</p>;
}
