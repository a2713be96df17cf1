import { useState } from 'react';
import { Link } from 'react-router-dom';
import { KeyRound, Plus } from 'lucide-react';
import { PLANS, type ApiTokenView } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsNav } from '@/components/settings-nav';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/session/get-user';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { ApiTokensTable } from './api-tokens-table';
import { CreateTokenDialog } from './create-token-dialog';

const plansWithApi = Object.values(PLANS)
  .filter((plan) => plan.features.allowApiAccess)
  .map((plan) => plan.name)
  .join(' and ');

/** Settings -> API tokens (docs/decisions/0040): personal access tokens for scripts and integrations. */
export function ApiTokensPage() {
  const user = useUser().data;
  const tokensQuery = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenView | null>(null);
  const revoke = useRevokeApiToken(() => setRevoking(null));
  const plan = user ? PLANS[user.subscriptionTier] : null;
  const allowed = plan?.features.allowApiAccess ?? false;
  const tokens = tokensQuery.data ?? [];

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">API tokens</h1>
        <p className="text-muted-foreground">Personal access tokens for scripts and integrations</p>
      </div>
      <SettingsNav />
      {plan && !allowed ? (
        <Alert>
          <KeyRound aria-hidden />
          <AlertTitle>API access is not included in the {plan.name} plan</AlertTitle>
          <AlertDescription>
            <p>
              The {plansWithApi} plans include API access. Tokens made on such a plan stop working after a
              move to a plan without it, and work again after an upgrade.
            </p>
            <Button asChild variant="link" className="h-auto p-0">
              <Link to="/subscription/upgrade">See the plans</Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
          <div className="space-y-1.5">
            <CardTitle>Your tokens</CardTitle>
            <CardDescription>
              A token acts as you, with your role in this account. Read-only tokens may only read. Revoke any
              token you no longer use.
            </CardDescription>
          </div>
          <Button disabled={!allowed} onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            New token
          </Button>
        </CardHeader>
        <CardContent>
          {tokensQuery.isPending ? (
            <div className="space-y-3" role="status" aria-label="Loading tokens">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : tokensQuery.isError ? (
            <LoadErrorAlert
              title="Could not load your tokens"
              detail={errorMessage(tokensQuery.error)}
              onRetry={() => void tokensQuery.refetch()}
            />
          ) : tokens.length === 0 ? (
            <EmptyState title="No tokens" description="Tokens you create are listed here." />
          ) : (
            <ApiTokensTable tokens={tokens} onRevoke={setRevoking} />
          )}
        </CardContent>
      </Card>
      <CreateTokenDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={`Revoke ${revoking?.name ?? 'this token'}?`}
        description="Scripts and integrations using it stop working at once. This cannot be undone."
        confirmLabel="Revoke token"
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </div>
  );
}
