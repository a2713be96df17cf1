/**
 * What is wrong with a query plan for a request path: a full scan of a collection's table, a
 * search whose first constraint is not an equality (it would walk other tenants' rows), or a sort outside
 * an index. Sorting is allowed where the rows are bounded by the request itself: the hits of a word search,
 * or the rows of an explicit list of values (`IN (?, ...)`, such as the relationships of one page of entities).
 * A search's hits are one tenant's (its words carry the tenant), so their documents are probed by `search_row`.
 */
export function planProblems(sql: string, plan: readonly string[]): string[] {
  const boundedSort = /"fts_\w+" MATCH \?/.test(sql) || /\bIN \(\?/.test(sql);
  const problems = plan.filter((line) => {
    if (/^SCAN d\b/.test(line)) return true;
    const search = /^SEARCH d USING .*?\((.*)\)$/.exec(line);
    if (search && !/^(id|search_row|f_[\w.$]+)=\?/.test(search[1] ?? '')) return true;
    return /USE TEMP B-TREE FOR (LAST TERMS? OF )?ORDER BY/.test(line) && !boundedSort;
  });
  // A sorted list of values must be probed in an index and its few rows sorted, not filtered while walking
  // the account's rows in the order of another index (no temporary sort is the sign of that walk).
  const walksSortIndex = sql.includes(' ORDER BY ') && !plan.some((line) => line.includes('TEMP B-TREE'));
  for (const [, column] of sql.matchAll(/\bd\."?(f_\w+)"? IN \(\?/g)) {
    if (walksSortIndex && !plan.some((line) => line.includes(`${column}=?`)))
      problems.push(`${column} IN (...) read without its index`);
  }
  // A word search reads its matches first and each document by its search row, never the other way round.
  if (
    /"fts_\w+" MATCH \?/.test(sql) &&
    !plan.some((line) => /^SEARCH d USING .*\(search_row=\?\)$/.test(line))
  )
    problems.push(`word search not read match first, document by search row: ${plan.join(' / ')}`);
  return problems;
}
