export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** The fields of `patch` whose value differs from `current`, with before and after (audit trail). */
export function fieldChanges(current: Record<string, unknown>, patch: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, to] of Object.entries(patch)) {
    if (to === undefined) continue;
    const from = current[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
