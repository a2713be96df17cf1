import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { PLANS, type SubscriptionTier } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useSubscription } from '@/lib/subscription/get-subscription';
import { useUser } from '@/lib/session/get-user';
import { useUpdateSubscription } from '../api/update-subscription';
import { BillingToggle } from './billing-toggle';
import { PlanCard } from './plan-card';
import type { Billing } from './plan-price';
import { RequireRole } from '@/components/require-role';

const SELF_SERVICE_PLANS = Object.values(PLANS).filter((plan) => plan.selfService);

/**
 * Spec 000 'Upgrade (/subscription/upgrade)'. The spec's client sends userId 1; this one sends the signed-in
 * user's id, so an admin upgrading here changes their own plan (other users' plans change on /admin/users).
 */
export function PlansPage() {
  const navigate = useNavigate();
  const userQuery = useUser();
  const subscriptionQuery = useSubscription();
  const [billing, setBilling] = useState<Billing>('monthly');
  const [selected, setSelected] = useState<SubscriptionTier | null>(null);
  const upgrade = useUpdateSubscription(() => navigate('/subscription/current-plan'));
  const currentTier = subscriptionQuery.data?.tier;

  const submit = () => {
    if (!selected || !userQuery.data) {
      toast({
        title: 'Please select a plan',
        description: 'Select a subscription plan to continue',
        variant: 'destructive',
      });
      return;
    }
    upgrade.mutate({ userId: userQuery.data.id, tier: selected, status: 'active' });
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-col items-center gap-4 text-center">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Plans &amp; Pricing</h1>
          <p className="text-muted-foreground">
            Choose the plan that fits how many entities and users you manage
          </p>
        </div>
        <BillingToggle value={billing} onChange={setBilling} />
      </div>
      <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {SELF_SERVICE_PLANS.map((plan) => (
          <PlanCard
            key={plan.tier}
            plan={plan}
            billing={billing}
            current={plan.tier === currentTier}
            selected={plan.tier === selected}
            onSelect={() => setSelected(plan.tier)}
          />
        ))}
      </div>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="outline" asChild>
          <Link to="/subscription/current-plan">
            <ArrowLeft aria-hidden />
            Back to Current Plan
          </Link>
        </Button>
        <RequireRole permission="changePlan" mode="disable">
          <Button onClick={submit} disabled={upgrade.isPending}>
            {upgrade.isPending ? 'Processing...' : 'Upgrade Subscription'}
          </Button>
        </RequireRole>
      </div>
    </div>
  );
}
