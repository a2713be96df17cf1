/**
 * What is wrong with a query plan for a request path (issue 8): a full scan of a collection's table, a
 * search whose first constraint is not an equality (it would walk other tenants' rows), or a sort outside
 * an index. Sorting the hits of a word search is allowed: they are bounded by the matches.
 */
export function planProblems(sql: string, plan: readonly string[]): string[] {
  const isSearch = sql.includes('read_search MATCH');
  return plan.filter((line) => {
    if (/^SCAN d\b/.test(line)) return true;
    const search = /^SEARCH d USING .*?\((.*)\)$/.exec(line);
    if (search && !/^(id|f_[\w.$]+)=\?/.test(search[1] ?? '')) return true;
    return /USE TEMP B-TREE FOR (LAST TERMS? OF )?ORDER BY/.test(line) && !isSearch;
  });
}
