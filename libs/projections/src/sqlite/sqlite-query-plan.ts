/**
 * What is wrong with a query plan for a request path (issue 8): a full scan of a collection's table, a
 * search whose first constraint is not an equality (it would walk other tenants' rows), or a sort outside
 * an index. Sorting is allowed where the rows are bounded by the request itself: the hits of a word search,
 * or the rows of an explicit list of values (`IN (?, ...)`, such as the relationships of one page of entities).
 */
export function planProblems(sql: string, plan: readonly string[]): string[] {
  const boundedSort = sql.includes('read_search_words MATCH') || /\bIN \(\?/.test(sql);
  return plan.filter((line) => {
    if (/^SCAN d\b/.test(line)) return true;
    const search = /^SEARCH d USING .*?\((.*)\)$/.exec(line);
    if (search && !/^(id|f_[\w.$]+)=\?/.test(search[1] ?? '')) return true;
    return /USE TEMP B-TREE FOR (LAST TERMS? OF )?ORDER BY/.test(line) && !boundedSort;
  });
}
