/**
 * A read-model document as the API shows it: every field but `omit`, with `id` set from `idField` (in the
 * place of the document's own `id`, so the fields keep their order). Copied key by key: built for ES2017
 * (docs/decisions/0048), `({ idField, ...rest }) => ({ ...rest, id })` becomes tsc's `__rest` helper and two
 * `Object.assign` calls, about five times the cost of this loop on every row of a long list (0055).
 */
export function documentView<V>(
  doc: Readonly<Record<string, unknown>>,
  idField: string,
  omit: ReadonlySet<string>,
): V {
  const view: Record<string, unknown> = {};
  for (const key in doc) if (key !== idField && !omit.has(key)) view[key] = doc[key];
  view.id = doc[idField];
  return view as V;
}
