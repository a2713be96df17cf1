import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PLANS,
  subscriptionUpdateSchema,
  type SubscriptionUpdateRequest,
  type SubscriptionView,
} from '@ledgerline/contracts';
import { apiClient, errorMessage } from '@/lib/api-client';
import { invalidatePlanData } from '@/lib/subscription/invalidate-plan-data';
import { toast } from '@/hooks/use-toast';

export { subscriptionUpdateSchema };

/** POST /api/subscription/update; admins only for now, others get a 403 with the reason. */
export function updateSubscription(request: SubscriptionUpdateRequest): Promise<SubscriptionView> {
  return apiClient.post<SubscriptionView>('/api/subscription/update', request);
}

export function useUpdateSubscription(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscription,
    onSuccess: async (_subscription, request) => {
      toast({
        title: 'Subscription updated',
        description: `Your subscription has been upgraded to the ${PLANS[request.tier].name} plan.`,
      });
      onSuccess?.();
      await invalidatePlanData(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error upgrading subscription',
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
