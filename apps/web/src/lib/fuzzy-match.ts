/**
 * A small subsequence scorer for search boxes: every query character must appear in order. Consecutive
 * matches and matches at word starts score higher; null means no match. An empty query matches everything.
 */
export function fuzzyScore(query: string, text: string): number | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return 0;
  const haystack = text.toLowerCase();
  let score = 0;
  let from = 0;
  let previous = -2;
  for (const char of needle) {
    if (char === ' ') continue;
    const at = haystack.indexOf(char, from);
    if (at < 0) return null;
    score += 1;
    if (at === previous + 1) score += 2;
    if (at === 0 || /[\s\-_(]/.test(haystack[at - 1] ?? '')) score += 3;
    previous = at;
    from = at + 1;
  }
  return score - haystack.length * 0.01;
}

/** The items that match, best first (ties keep their original order). */
export function fuzzyFilter<T>(items: readonly T[], query: string, textOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, score: fuzzyScore(query, textOf(item)) }))
    .filter((entry): entry is { item: T; index: number; score: number } => entry.score !== null)
    .sort((a, b) => (query.trim() ? b.score - a.score : 0) || a.index - b.index)
    .map((entry) => entry.item);
}
