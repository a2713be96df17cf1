import type { DocumentFilter, FilterRange, FilterValue, FindOptions } from '../read-store.port';
import type { CollectionShape } from './sqlite-collections';
import { columnOf, columnValue, jsonPathOf } from './sqlite-names';

export interface SqlFragment {
  sql: string;
  params: unknown[];
}

/** Every statement names the collection's table `d`. */
const extract = (field: string) => `json_extract(d.doc, ${jsonPathOf(field)})`;
const typeOf = (field: string) => `json_type(d.doc, ${jsonPathOf(field)})`;
const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
const RANGE_OPERATORS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

const isRange = (value: unknown): value is FilterRange =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A typed column holds strings and numbers as they are and booleans as blobs, so plain equality is exact. */
function columnCondition(field: string, values: FilterValue[]): SqlFragment {
  const column = `d.${columnOf(field)}`;
  const present = values.filter((value) => value !== null);
  const parts: string[] = [];
  if (present.length === 1) parts.push(`${column} = ?`);
  else if (present.length > 1) parts.push(`${column} IN (${placeholders(present.length)})`);
  if (values.includes(null)) parts.push(`${column} IS NULL`);
  return { sql: parts.length ? `(${parts.join(' OR ')})` : '0', params: present.map(columnValue) };
}

/**
 * Fields without a column are read from the JSON: json_extract turns true/false into 1/0 and arrays
 * into text, so each value kind is matched together with its JSON type, as in MongoDB.
 */
function jsonCondition(field: string, values: FilterValue[]): SqlFragment {
  const strings = values.filter((value): value is string => typeof value === 'string');
  const numbers = values.filter((value): value is number => typeof value === 'number');
  const booleans = values.filter((value): value is boolean => typeof value === 'boolean');
  const parts: string[] = [];
  const params: unknown[] = [];
  if (strings.length) {
    parts.push(`(${typeOf(field)} = 'text' AND ${extract(field)} IN (${placeholders(strings.length)}))`);
    params.push(...strings);
  }
  if (numbers.length) {
    parts.push(
      `(${typeOf(field)} IN ('integer', 'real') AND ${extract(field)} IN (${placeholders(numbers.length)}))`,
    );
    params.push(...numbers);
  }
  if (booleans.length) {
    parts.push(`${typeOf(field)} IN (${placeholders(booleans.length)})`);
    params.push(...booleans.map(String));
  }
  if (values.includes(null)) parts.push(`${extract(field)} IS NULL`);
  return { sql: parts.length ? `(${parts.join(' OR ')})` : '0', params };
}

/** Bounds match only values of the bound's own kind (text with text, numbers with numbers). */
function rangeCondition(field: string, range: FilterRange, shape: CollectionShape | null): SqlFragment {
  const column = shape?.columns.has(field);
  const target = column ? `d.${columnOf(field)}` : extract(field);
  // Booleans are blobs in a column but 1/0 from json_extract, so the JSON path asks json_type.
  const kind = column ? `typeof(${target})` : typeOf(field);
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [key, operator] of Object.entries(RANGE_OPERATORS)) {
    const bound = range[key as keyof FilterRange];
    if (bound === undefined) continue;
    parts.push(`${target} ${operator} ?`);
    params.push(bound);
  }
  const bounds = Object.values(range).filter((bound) => bound !== undefined);
  if (bounds.some((bound) => typeof bound === 'string')) parts.push(`${kind} = 'text'`);
  if (bounds.some((bound) => typeof bound === 'number')) parts.push(`${kind} IN ('integer', 'real')`);
  return { sql: parts.length ? `(${parts.join(' AND ')})` : '1', params };
}

export function whereClause(filter: DocumentFilter = {}, shape: CollectionShape | null): SqlFragment {
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    const condition = isRange(value)
      ? rangeCondition(field, value, shape)
      : (shape?.columns.has(field) ? columnCondition : jsonCondition)(
          field,
          Array.isArray(value) ? value : [value],
        );
    conditions.push(condition.sql);
    params.push(...condition.params);
  }
  return { sql: conditions.length ? conditions.join(' AND ') : '1', params };
}

/** Whether the filter lists several values of one field (`IN (...)`): its rows are bounded by the request. */
export const hasValueList = (filter: DocumentFilter = {}): boolean =>
  Object.values(filter).some((value) => Array.isArray(value) && value.length > 1);

/**
 * The id tie-break keeps pages stable when sort keys repeat. With a list of values the sort columns are
 * written `+column`, which SQLite cannot read from an index: otherwise it may walk the account's whole
 * index in sort order to skip the sort (5,000 relationships for the 50 entities of a page) instead of
 * probing the listed values and sorting the few rows they match.
 */
export function orderBy(
  options: FindOptions = {},
  shape: CollectionShape | null,
  filter?: DocumentFilter,
): string {
  const unary = hasValueList(filter) ? '+' : '';
  const order = (options.sort ?? []).map(({ field, direction }) => {
    const target = shape?.columns.has(field) ? `${unary}d.${columnOf(field)}` : extract(field);
    return `${target} ${direction === 'desc' ? 'DESC' : 'ASC'}`;
  });
  const last = options.sort?.at(-1)?.direction === 'desc' ? 'DESC' : 'ASC';
  return ` ORDER BY ${[...order, `d.id ${last}`].join(', ')}`;
}

export function page(options: FindOptions = {}): SqlFragment {
  if (options.limit === undefined && !options.offset) return { sql: '', params: [] };
  return { sql: ' LIMIT ? OFFSET ?', params: [options.limit ?? -1, options.offset ?? 0] };
}
