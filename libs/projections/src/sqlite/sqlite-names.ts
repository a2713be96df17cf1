import { assertFieldPath } from '../document-field';

const COLLECTION_NAME = /^[A-Za-z_][\w]*$/;

/** Collection and field names end up in SQL text, so only plain identifiers are accepted. */
function checkedName(collection: string): string {
  if (!COLLECTION_NAME.test(collection))
    throw new Error(`Invalid read-model collection name: ${JSON.stringify(collection)}`);
  return collection;
}

export const tableOf = (collection: string): string => `"rm_${checkedName(collection)}"`;

/** The full-text table of one searchable collection; its row ids are the documents' `search_row`. */
export const searchTableOf = (collection: string): string => `"fts_${checkedName(collection)}"`;

/** The index of a searchable collection's `search_row`: a key lookup, and the next number a seek. */
export const searchIndexOf = (collection: string): string => `"sx_${checkedName(collection)}"`;

/** The column of a searchable collection's table that numbers its documents for the full-text table. */
export const SEARCH_ROW = 'search_row';

export const columnOf = (field: string): string => `"f_${assertFieldPath(field)}"`;

export const jsonPathOf = (field: string): string => `'$.${assertFieldPath(field)}'`;

export const indexNameOf = (collection: string, fields: readonly string[]): string =>
  `"ix_${collection}__${fields.map(assertFieldPath).join('__')}"`;

/** Every field a layout indexes or scopes search by gets a typed column. */
export type ColumnValue = string | number | Buffer | null;

/**
 * The value stored in a field's column: strings and numbers as they are; booleans as one-byte blobs so
 * `true` never equals 1 (SQLite compares blobs, text and numbers as different kinds); objects and arrays
 * are not indexable and store null.
 */
export function columnValue(value: unknown): ColumnValue {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return Buffer.from([value ? 1 : 0]);
  return null;
}

export function fieldValue(document: Record<string, unknown>, field: string): unknown {
  // Most fields are top-level: no split (an array per field and document) on a path written per row.
  if (!field.includes('.')) return document[field];
  let value: unknown = document;
  for (const part of field.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The same as columnValue, computed from the stored JSON, for filling a column added later. */
export const columnFromJson = (field: string): string =>
  `CASE json_type(doc, ${jsonPathOf(field)}) WHEN 'true' THEN x'01' WHEN 'false' THEN x'00' ` +
  `WHEN 'object' THEN NULL WHEN 'array' THEN NULL ELSE json_extract(doc, ${jsonPathOf(field)}) END`;
