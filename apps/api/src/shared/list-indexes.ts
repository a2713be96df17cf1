/**
 * The indexes a list route needs (docs/api-lists.md): under the `scope` fields (the tenant, e.g. accountId),
 * every sort on its own and after each single equality filter, so that a filtered, sorted page walks one
 * index in order. A sort field the filter already fixes is left out (`type = ? ORDER BY type, name` is
 * served by `(type, name)`). Combined filters use the index of one of them and test the others per row.
 */
export function listIndexes(
  scope: readonly string[],
  filters: readonly string[],
  sorts: Readonly<Record<string, readonly string[]>>,
): string[][] {
  const indexes = new Map<string, string[]>();
  for (const prefix of [[], ...filters.map((filter) => [filter])])
    for (const sort of Object.values(sorts)) {
      const fields = [...scope, ...prefix, ...sort.filter((field) => !prefix.includes(field))];
      indexes.set(fields.join(','), fields);
    }
  return [...indexes.values()];
}
