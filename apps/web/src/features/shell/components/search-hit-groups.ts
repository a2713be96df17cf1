import { SEARCH_KINDS, type SearchHitView, type SearchKind } from '@ledgerline/contracts';

const kindTitles: Record<SearchKind, string> = {
  company: 'Companies',
  individual: 'Individuals',
  trust: 'Trusts',
  relationship: 'Relationships',
  asset: 'Assets',
  group: 'Groups',
};

export interface SearchHitGroup {
  kind: SearchKind;
  title: string;
  /** Each hit with its position in keyboard order (groups in SEARCH_KINDS order, hits as the server ranked). */
  hits: { hit: SearchHitView; index: number }[];
}

/** The hits grouped by kind; `index` runs across groups, so ArrowDown walks them top to bottom. */
export function groupSearchHits(hits: readonly SearchHitView[]): {
  groups: SearchHitGroup[];
  ordered: SearchHitView[];
} {
  const groups: SearchHitGroup[] = [];
  const ordered: SearchHitView[] = [];
  for (const kind of SEARCH_KINDS) {
    const ofKind = hits.filter((hit) => hit.kind === kind);
    if (ofKind.length === 0) continue;
    groups.push({
      kind,
      title: kindTitles[kind],
      hits: ofKind.map((hit) => ({ hit, index: ordered.push(hit) - 1 })),
    });
  }
  return { groups, ordered };
}
