import { complianceKeys } from '@/lib/compliance-keys';

/** Under the compliance root, so every filing change (here or on a company's tab) refreshes the deadlines. */
export const deadlineKeys = {
  all: [...complianceKeys.all, 'deadlines'] as const,
  page: (query: object) => [...complianceKeys.all, 'deadlines', 'page', query] as const,
  month: (query: object) => [...complianceKeys.all, 'deadlines', 'month', query] as const,
  feed: () => [...complianceKeys.all, 'deadlines', 'feed'] as const,
};
