import { type BodsStatement, LEDGERLINE_ANNOTATION, PUBLISHER } from '../bods.types';

/** The register's own fields on a statement Ledgerline exported (statement-builder.ts), else null. */
export function ledgerlineFields(statement: BodsStatement): Record<string, unknown> | null {
  const annotation = statement.annotations?.find(
    (a) => a.description === LEDGERLINE_ANNOTATION && a.createdBy?.name === PUBLISHER,
  );
  const fields = annotation?.ledgerline;
  return fields && typeof fields === 'object' && !Array.isArray(fields)
    ? (fields as Record<string, unknown>)
    : null;
}
