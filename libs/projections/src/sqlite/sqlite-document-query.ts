import { assertFieldPath } from '../document-field';
import type { DocumentFilter, FilterValue, FindOptions } from '../read-store.port';

export interface SqlFragment {
  sql: string;
  params: (string | number)[];
}

const extract = (field: string) => `json_extract(doc, '$.${assertFieldPath(field)}')`;
const typeOf = (field: string) => `json_type(doc, '$.${assertFieldPath(field)}')`;
const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * json_extract turns JSON true/false into 1/0 and arrays into text, so each value kind is matched
 * together with its JSON type: `true` never matches 1 and 'x' never matches a number, as in MongoDB.
 */
function valueCondition(field: string, values: FilterValue[]): SqlFragment {
  const strings = values.filter((value): value is string => typeof value === 'string');
  const numbers = values.filter((value): value is number => typeof value === 'number');
  const booleans = values.filter((value): value is boolean => typeof value === 'boolean');
  const parts: string[] = [];
  const params: (string | number)[] = [];
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

export function whereClause(collection: string, filter: DocumentFilter = {}): SqlFragment {
  const conditions = ['collection = ?'];
  const params: (string | number)[] = [collection];
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    const condition = valueCondition(field, Array.isArray(value) ? value : [value]);
    conditions.push(condition.sql);
    params.push(...condition.params);
  }
  return { sql: conditions.join(' AND '), params };
}

/** The id tie-break keeps pages stable when sort keys repeat. */
export function orderAndPage(options: FindOptions = {}): SqlFragment {
  const order = (options.sort ?? []).map(
    ({ field, direction }) => `${extract(field)} ${direction === 'desc' ? 'DESC' : 'ASC'}`,
  );
  let sql = ` ORDER BY ${[...order, 'id ASC'].join(', ')}`;
  const params: number[] = [];
  if (options.limit !== undefined || options.offset !== undefined) {
    sql += ' LIMIT ? OFFSET ?';
    params.push(options.limit ?? -1, options.offset ?? 0);
  }
  return { sql, params };
}
