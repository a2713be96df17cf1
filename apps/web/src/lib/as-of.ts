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
