import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ENTITY_PICKER_LIMIT } from '@/components/ui/entity-picker';
import { entitySearchQueryOptions } from '@/lib/entities/search-entities';

/**
 * The organisation chart's Root Entity choices: the first entities by name matching `q`
 * (GET /api/entities?q=&limit=20&sort=name, the entity pickers' read), rather than a select of every entity.
 * Spec 000 section 7: the entity list is cached for 60 seconds.
 */
export const entityOptionsQueryOptions = (q: string) => ({
  ...entitySearchQueryOptions({ q, limit: ENTITY_PICKER_LIMIT }),
  staleTime: 60_000,
});

/** The matches for `q`; while a new search is on its way the previous matches stay. */
export function useEntityOptions(q: string) {
  return useQuery({ ...entityOptionsQueryOptions(q), placeholderData: keepPreviousData });
}
