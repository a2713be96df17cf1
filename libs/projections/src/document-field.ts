const FIELD_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/**
 * Field names end up inside SQL text (so expression indexes can match) and Mongo paths, so only plain
 * identifiers and dotted paths of them are accepted.
 */
export function assertFieldPath(field: string): string {
  if (!FIELD_PATH.test(field)) throw new Error(`Invalid read-model field name: ${JSON.stringify(field)}`);
  return field;
}
