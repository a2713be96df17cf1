/**
 * Of a parsed edit form, the fields the user changed (react-hook-form's `dirtyFields`), plus those in `keep`.
 * An edit sends only these, so two people editing different fields of one record both keep their change: a
 * PATCH of the whole form put back every field the other had just saved. The same field edited twice still
 * ends with the later save (docs/decisions/0060).
 */
export function changedFields<T extends object>(
  values: T,
  dirtyFields: Partial<Record<keyof T, unknown>>,
  keep: readonly string[] = [],
): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field]) => keep.includes(field) || isDirty(dirtyFields[field as keyof T]),
    ),
  ) as Partial<T>;
}

/** react-hook-form marks a list or an object field with a list or object of marks. */
const isDirty = (mark: unknown): boolean =>
  Array.isArray(mark)
    ? mark.some(isDirty)
    : mark !== null && typeof mark === 'object'
      ? Object.values(mark).some(isDirty)
      : Boolean(mark);
