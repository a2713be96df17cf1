import { AS_OF_HEADERS, formatLongDay } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';

/**
 * placeholderData for a read keyed by params ending in `{ asOf }`: while other params change the last answer
 * stays on screen, but never one of another day, which would be shown under the new day's banner.
 */
export function previousOfSameDay(asOf: string | null) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined => {
    const params = previousQuery?.queryKey.at(-1) as { asOf?: string | null } | undefined;
    return (params?.asOf ?? null) === asOf ? previous : undefined;
  };
}

/** The server answered today's register when asked for another day's (a route that does not take asOf). */
export class AsOfNotAnsweredError extends Error {
  constructor(asOf: string) {
    super(`The register as of ${formatLongDay(asOf)} cannot be shown here: the server answered today's.`);
    this.name = 'AsOfNotAnsweredError';
  }
}

/**
 * GET a bitemporal read (issue 12 section 2) with `asOf` added to `search`. An answer that does not say it is
 * about the day asked (X-As-Of) is refused, so no screen shows today's register under a past day's banner;
 * `dayUnsaid` is for a route known to take asOf that does not send the header.
 */
export async function getAsOf<T>(
  path: string,
  asOf: string | null,
  search = new URLSearchParams(),
  { dayUnsaid = false } = {},
): Promise<{ body: T; headers: Headers }> {
  if (asOf !== null) search.set('asOf', asOf);
  const query = search.toString();
  const answer = await apiClient.getWithHeaders<T>(query ? `${path}?${query}` : path);
  const day = answer.headers.get(AS_OF_HEADERS.asOf);
  if (asOf !== null && day !== asOf && !(dayUnsaid && day === null)) throw new AsOfNotAnsweredError(asOf);
  return answer;
}
