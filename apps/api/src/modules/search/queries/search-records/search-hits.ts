import { SEARCH_KINDS, type SearchHitView, type SearchKind } from '@ledgerline/contracts';
import { searchWords } from '@ledgerline/projections';

/** Where the web app shows each kind of record. */
export const URL_PREFIXES: Record<SearchKind, string> = {
  company: '/companies',
  individual: '/individuals',
  trust: '/trusts',
  relationship: '/relationships',
  asset: '/assets',
  group: '/groups',
};

export const hitOf = (
  kind: SearchKind,
  id: number,
  title: string,
  subtitle: string | null,
): SearchHitView => ({
  kind,
  id,
  title,
  subtitle: subtitle || null,
  url: `${URL_PREFIXES[kind]}/${id}`,
});

/** 'real_estate' as people read it: 'Real estate'. */
export const labelOf = (code: string): string => {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Better matches first: a title that starts with the query, then one whose words start with every word. */
function rank(title: string, words: string[]): number {
  const titleWords = searchWords(title);
  if (titleWords.join(' ').startsWith(words.join(' '))) return 0;
  if (words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)))) return 1;
  return 2;
}

/**
 * At most `limit` hits over every kind: each kind in turn gives its next best hit, so one kind with many
 * matches never hides the others; the answer lists the kinds in SEARCH_KINDS order, best first in each.
 */
export function pickHits(
  q: string,
  hitsByKind: ReadonlyMap<SearchKind, SearchHitView[]>,
  limit: number,
): SearchHitView[] {
  const words = searchWords(q);
  const queues = SEARCH_KINDS.map((kind) =>
    [...(hitsByKind.get(kind) ?? [])]
      .map((hit, order) => ({ hit, order, rank: rank(hit.title, words) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ hit }) => hit),
  );
  const taken = SEARCH_KINDS.map(() => 0);
  for (let total = 0; total < limit;) {
    const before = total;
    queues.forEach((queue, index) => {
      if (total < limit && taken[index] < queue.length) {
        taken[index] += 1;
        total += 1;
      }
    });
    if (total === before) break;
  }
  return queues.flatMap((queue, index) => queue.slice(0, taken[index]));
}
