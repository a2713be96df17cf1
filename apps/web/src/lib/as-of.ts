import { AS_OF_HEADERS, formatLongDay } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';

/**
 * The register a bitemporal read is about: `asOf` the effective day (YYYY-MM-DD),
 * `knownAt` the recorded moment (ISO with its offset); null for today, as known now.
 */
export interface RegisterMoment {
  asOf: string | null;
  knownAt?: string | null;
}

/**
 * placeholderData for a read keyed by params ending in `{ asOf, knownAt }`: while other params change the last
 * answer stays on screen, but never one of another day or moment, which would be shown under the new banner.
 */
export function previousOfSameMoment({ asOf, knownAt = null }: RegisterMoment) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined => {
    const params = previousQuery?.queryKey.at(-1) as RegisterMoment | undefined;
    const same = (params?.asOf ?? null) === asOf && (params?.knownAt ?? null) === knownAt;
    return same ? previous : undefined;
  };
}

/** The server answered another day's (or moment's) register than the one asked for. */
export class AsOfNotAnsweredError extends Error {
  constructor(asked: string, answered: string, kind: keyof typeof AS_OF_HEADERS = 'asOf') {
    const shown = kind === 'asOf' ? formatLongDay : formatDateTime;
    const register = kind === 'asOf' ? 'as of' : 'as recorded at';
    super(
      `The register ${register} ${shown(asked)} cannot be shown here: the server answered ${shown(answered)}'s.`,
    );
    this.name = 'AsOfNotAnsweredError';
  }
}

/**
 * GET a bitemporal read with `asOf` and `knownAt` added to `search`. An answer that says
 * it is about another day (X-As-Of) or moment (X-Known-At, which the server gives in UTC) is refused, so no
 * screen shows another register under the banner; routes that do not send the headers are taken at their word.
 */
export async function getAsOf<T>(
  path: string,
  { asOf, knownAt = null }: RegisterMoment,
  search = new URLSearchParams(),
): Promise<{ body: T; headers: Headers }> {
  if (asOf !== null) search.set('asOf', asOf);
  if (knownAt !== null) search.set('knownAt', knownAt);
  const query = search.toString();
  const answer = await apiClient.getWithHeaders<T>(query ? `${path}?${query}` : path);
  const answered = answer.headers.get(AS_OF_HEADERS.asOf);
  if (asOf !== null && answered !== null && answered !== asOf) throw new AsOfNotAnsweredError(asOf, answered);
  const answeredMoment = answer.headers.get(AS_OF_HEADERS.knownAt);
  if (knownAt !== null && answeredMoment !== null && Date.parse(answeredMoment) !== Date.parse(knownAt))
    throw new AsOfNotAnsweredError(knownAt, answeredMoment, 'knownAt');
  return answer;
}
