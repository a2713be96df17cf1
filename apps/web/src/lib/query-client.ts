import { QueryClient } from '@tanstack/react-query';

/** Spec 000 section 7: no retries (the subscription read sets its own single retry), never stale, no focus refetch. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
