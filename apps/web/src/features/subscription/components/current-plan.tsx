import { Link } from 'react-router-dom';
import { ArrowLeft, ArrowUpCircle } from 'lucide-react';
import { formatBytes, PLANS, type SubscriptionView } from '@ledgerline/contracts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDay } from '@/lib/format';
import { humanize } from '@/lib/humanize';
import { useSubscription } from '@/lib/subscription/get-subscription';
import { CurrentPlanSkeleton } from './current-plan-skeleton';
import { PlanFeatureTicks } from './plan-feature-ticks';
import { formatPlanPrice } from './plan-price';
import { SubscriptionStatusBadge } from './subscription-status-badge';
import { UsageBar } from './usage-bar';
import { RequireRole } from '@/components/require-role';

/** Spec 000 'Current plan (/subscription/current-plan)'. */
export function CurrentPlan() {
  const subscriptionQuery = useSubscription();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Your Subscription</h1>
        <p className="text-muted-foreground">Your plan, what it includes and how much of it you use</p>
      </div>
      {subscriptionQuery.isPending ? (
        <CurrentPlanSkeleton />
      ) : subscriptionQuery.isError ? (
        <Alert variant="destructive">
          <AlertDescription>Error loading subscription information. Please try again later.</AlertDescription>
        </Alert>
      ) : (
        <PlanCard subscription={subscriptionQuery.data} />
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="outline" asChild>
          <Link to="/dashboard">
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
        <RequireRole permission="changePlan" mode="disable">
          <Button asChild>
            <Link to="/subscription/upgrade">
              <ArrowUpCircle aria-hidden />
              Upgrade Plan
            </Link>
          </Button>
        </RequireRole>
      </div>
    </div>
  );
}

function PlanCard({ subscription }: { subscription: SubscriptionView }) {
  const plan = PLANS[subscription.tier];
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-semibold tracking-tight">{plan.name}</h2>
          <SubscriptionStatusBadge status={subscription.status} />
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">Price</dt>
            <dd className="font-medium">{formatPlanPrice(plan)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Status</dt>
            <dd className="font-medium">{humanize(subscription.status)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Renewal date</dt>
            <dd className="font-medium">
              {subscription.expiresAt ? formatDay(subscription.expiresAt) : 'No expiration'}
            </dd>
          </div>
        </dl>
        <section className="space-y-4" aria-label="Usage">
          <h3 className="font-semibold">Usage</h3>
          <UsageBar label="Entities" usage={subscription.entityUsage} />
          <UsageBar label="Users" usage={subscription.userUsage} />
          <UsageBar label="Documents" usage={subscription.documentUsage} />
          <UsageBar label="Document storage" usage={subscription.storageUsage} format={formatBytes} />
        </section>
        <section className="space-y-3" aria-label="Features">
          <h3 className="font-semibold">Features</h3>
          <PlanFeatureTicks features={subscription.features} />
        </section>
      </CardContent>
    </Card>
  );
}
