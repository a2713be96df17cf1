import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolidayCalendarView } from '@ledgerline/contracts';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/hooks/use-toast';
import { holidayCalendarQueryOptions } from './get-holiday-calendar';

interface CalendarMutationTexts {
  success: string;
  /** 'Failed to {failure}: {message}', like the user mutations' toasts (spec 000 section 8). */
  failure: string;
}

/** A calendar change answers the new view, which replaces the cached one; the toasts say how it went. */
export function useHolidayCalendarMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<HolidayCalendarView>,
  texts: CalendarMutationTexts,
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (view) => {
      queryClient.setQueryData(holidayCalendarQueryOptions().queryKey, view);
      toast({ title: texts.success });
      onSuccess?.();
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: `Failed to ${texts.failure}: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    },
  });
}
