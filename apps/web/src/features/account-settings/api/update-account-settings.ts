import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AccountSettingsUpdateRequest,
  type AccountSettingsView,
  accountSettingsUpdateSchema,
} from '@ledgerline/contracts';
import { toast } from '@/hooks/use-toast';
import { ApiError, apiClient, errorMessage } from '@/lib/api-client';
import { accountSettingsQueryOptions, showAccountSettings } from './get-account-settings';

export { accountSettingsUpdateSchema };

/** Sends only the settings given; the others keep their values. */
export function updateAccountSettings(changes: AccountSettingsUpdateRequest): Promise<AccountSettingsView> {
  return apiClient.patch<AccountSettingsView>('/api/account/settings', changes);
}

export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onSuccess: async (settings) => {
      showAccountSettings(settings);
      queryClient.setQueryData(accountSettingsQueryOptions().queryKey, settings);
      toast({ title: 'Account settings saved' });
      // Deadlines before the tracked-from day change how filings read everywhere.
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.length > 0) return;
      toast({ title: 'Could not save settings', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
