import { useEffect, useRef, useState } from 'react';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { boThresholdSchema, DEFAULT_BO_THRESHOLD, decimalText } from '@ledgerline/contracts';
import { AsOfPicker } from '@/components/as-of/as-of-picker';
import { KnownAtPicker } from '@/components/as-of/known-at-picker';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useBeneficialOwners } from '../../api/get-beneficial-owners';
import { BeneficialOwnerDetail } from './beneficial-owner-detail';
import { BeneficialOwnersTable } from './beneficial-owners-table';
import { BeneficialOwnersEmpty, BeneficialOwnersError, BeneficialOwnersLoading } from './bo-states';
import { splitFormerOwners } from './former-owners';
import { formatOwnership } from './bo-labels';

interface BeneficialOwnersPanelProps {
  entityId: number;
  entityType: 'company' | 'trust';
  /** The effective day shown (YYYY-MM-DD), null for today; the page keeps it in the address. */
  asOf?: string | null;
  onAsOfChange?: (day: string | null) => void;
  /** The recorded moment shown (ISO with its offset), null for as known now; in the address too. */
  knownAt?: string | null;
  onKnownAtChange?: (moment: string | null) => void;
}

const THRESHOLD_MESSAGE = 'Threshold must be a number from 0 to 100';
/** A threshold typed applies once typing pauses this long (and at once on Enter or leaving the field). */
const TYPING_PAUSE_MS = 600;

/** The threshold a field's text names, or null when it names none (decimal comma read: '7,5'). */
const thresholdOf = (text: string): number | null => {
  const value = decimalText(text);
  return text.trim() !== '' && boThresholdSchema.safeParse(value).success ? value : null;
};

/**
 * Spec 001 'Beneficial owners panel' (threshold 5 by default, configurable); a trust's says 'of the trust'. As
 * of a chosen day, with when each became an owner and ceased to be one.
 */
export function BeneficialOwnersPanel({
  entityId,
  entityType,
  asOf = null,
  onAsOfChange,
  knownAt = null,
  onKnownAtChange,
}: BeneficialOwnersPanelProps) {
  const [threshold, setThreshold] = useState(DEFAULT_BO_THRESHOLD);
  const [thresholdError, setThresholdError] = useState<string | null>(null);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const ownersQuery = useBeneficialOwners({ entityId, threshold, asOf, knownAt, includeFormer: true });
  const { current: owners, former } = splitFormerOwners(ownersQuery.data?.owners ?? [], asOf);
  const selected = [...owners, ...former].find((owner) => owner.individualId === selectedId);

  if (selected)
    return (
      <BeneficialOwnerDetail owner={selected} threshold={threshold} onBack={() => setSelectedId(null)} />
    );

  const refresh = async () => {
    const result = await ownersQuery.refetch();
    if (result.isError) toast({ title: 'Refresh failed', variant: 'destructive' });
    else toast({ title: 'Beneficial owners recalculated' });
  };
  const identified = owners.filter((owner) => owner.isBeneficialOwner).length;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            Beneficial Owners
            {ownersQuery.data ? <Badge variant="secondary">{identified} identified</Badge> : null}
          </CardTitle>
          <CardDescription>
            Individuals who own or control ≥{threshold}% of the {entityType}
          </CardDescription>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {onAsOfChange ? <AsOfPicker asOf={asOf} onAsOfChange={onAsOfChange} /> : null}
          {onKnownAtChange ? <KnownAtPicker knownAt={knownAt} onKnownAtChange={onKnownAtChange} /> : null}
          <label className="grid gap-1 text-xs text-muted-foreground">
            Threshold (%)
            <Input
              inputMode="decimal"
              autoComplete="off"
              className="h-9 w-24"
              defaultValue={threshold}
              aria-invalid={thresholdError !== null}
              aria-describedby={thresholdError ? 'bo-threshold-error' : undefined}
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.currentTarget.blur();
              }}
              onChange={(event) => {
                // Applied once typing pauses; a text naming no threshold waits for the blur to say so.
                clearTimeout(typing.current);
                const value = thresholdOf(event.target.value);
                if (value === null) return;
                typing.current = setTimeout(() => {
                  setThresholdError(null);
                  setThreshold(value);
                }, TYPING_PAUSE_MS);
              }}
              onBlur={(event) => {
                // Anything but a threshold is said, and the owners stay those of the last valid threshold.
                clearTimeout(typing.current);
                const value = thresholdOf(event.target.value);
                setThresholdError(value === null ? THRESHOLD_MESSAGE : null);
                if (value !== null) setThreshold(value);
              }}
            />
            {thresholdError ? (
              <span id="bo-threshold-error" role="alert" className="text-destructive">
                {thresholdError}
              </span>
            ) : null}
          </label>
          <Button variant="outline" onClick={() => void refresh()} disabled={ownersQuery.isFetching}>
            <RefreshCw aria-hidden className={ownersQuery.isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {ownersQuery.isPending ? (
          <BeneficialOwnersLoading />
        ) : ownersQuery.isError ? (
          <BeneficialOwnersError error={ownersQuery.error} onRetry={() => void ownersQuery.refetch()} />
        ) : (
          <>
            {ownersQuery.data.singularLoop ? (
              <Alert variant="destructive">
                <AlertTriangle aria-hidden className="size-4" />
                <AlertTitle>Circular ownership</AlertTitle>
                <AlertDescription>
                  Part of this structure owns itself in a closed loop with no outside holder, so its ownership
                  cannot be traced to individuals.
                </AlertDescription>
              </Alert>
            ) : null}
            {owners.length === 0 ? (
              <BeneficialOwnersEmpty />
            ) : (
              <BeneficialOwnersTable
                owners={owners}
                onDetails={(owner) => setSelectedId(owner.individualId)}
              />
            )}
            {former.length > 0 ? (
              <section aria-labelledby={`former-owners-${entityId}`} className="space-y-2">
                <h3 id={`former-owners-${entityId}`} className="text-sm font-semibold">
                  Former beneficial owners
                </h3>
                <BeneficialOwnersTable
                  label="Former beneficial owners"
                  former
                  owners={former}
                  onDetails={(owner) => setSelectedId(owner.individualId)}
                />
              </section>
            ) : null}
            {/* A trust has no shares to trace; its owners are its parties, listed by role. */}
            {entityType === 'company' && ownersQuery.data.unknownRemainder > 0.005 ? (
              <p className="text-sm text-muted-foreground">
                Unknown remainder: {formatOwnership(ownersQuery.data.unknownRemainder)} of the ownership is
                not traced to individuals through shareholdings: it is held by holders that are not recorded,
                or by a trust or company at the top of a chain.
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
