/** Fields that name an entity the answer or the request is about. */
const ENTITY_FIELDS = new Set(['entityId', 'sourceEntityId', 'targetEntityId', 'individualId']);
/** Path segments followed by an entity id (`/api/entities/7/details`, `/api/individuals/7/erase`). */
const ENTITY_SEGMENTS = new Set(['entities', 'individuals']);
/** Enough for any single record's answer; a bulk answer beyond it is not searched further. */
const MAX_NODES = 20_000;

function collect(value: unknown, into: Set<number>, budget: { nodes: number }): void {
  if (budget.nodes-- <= 0 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, into, budget);
    return;
  }
  const record = value as Record<string, unknown>;
  if (record.type === 'individual' && Number.isSafeInteger(record.id)) into.add(record.id as number);
  for (const [field, inner] of Object.entries(record)) {
    if (ENTITY_FIELDS.has(field) && Number.isSafeInteger(inner)) into.add(inner as number);
    else collect(inner, into, budget);
  }
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The entities a kept idempotent answer may repeat the personal data of (docs/decisions/0032): the path's
 * entity id, the request's and the answer's entity fields, and the id of an individual the answer holds.
 * Erring wide only costs a company's retry a 410 that never comes (companies are not erased).
 */
export function answerSubjects(path: string, requestBody: unknown, answerText: string): number[] {
  const subjects = new Set<number>();
  const segments = path.split('?')[0].split('/');
  segments.forEach((segment, i) => {
    if (i > 0 && ENTITY_SEGMENTS.has(segments[i - 1]) && /^\d{1,15}$/.test(segment))
      subjects.add(Number(segment));
  });
  const budget = { nodes: MAX_NODES };
  collect(requestBody, subjects, budget);
  collect(parsed(answerText), subjects, budget);
  return [...subjects];
}
