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

/** The server answered another day's register than the one asked for. */
export class AsOfNotAnsweredError extends Error {
  constructor(asOf: string, answered: string) {
    super(
      `The register as of ${formatLongDay(asOf)} cannot be shown here: the server answered ${formatLongDay(answered)}'s.`,
    );
    this.name = 'AsOfNotAnsweredError';
  }
}

/**
 * GET a bitemporal read (issue 12 section 2) with `asOf` added to `search`. An answer that says it is about
 * another day (X-As-Of) is refused, so no screen shows another day's register under the banner; the routes
 * that do not send the header (entity links, network, hierarchy) are taken at their word.
 */
export async function getAsOf<T>(
  path: string,
  asOf: string | null,
  search = new URLSearchParams(),
): Promise<{ body: T; headers: Headers }> {
  if (asOf !== null) search.set('asOf', asOf);
  const query = search.toString();
  const answer = await apiClient.getWithHeaders<T>(query ? `${path}?${query}` : path);
  const answered = answer.headers.get(AS_OF_HEADERS.asOf);
  if (asOf !== null && answered !== null && answered !== asOf) throw new AsOfNotAnsweredError(asOf, answered);
  return answer;
}
