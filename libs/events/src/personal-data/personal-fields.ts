import { PERSONAL_DETAIL_FIELDS, PERSONAL_PROFILE_FIELDS } from '@ledgerline/contracts';

/** Turns one personal field's value of one data subject (an individual's entity id) into another. */
export type FieldTransform = (subjectId: number, field: string, value: unknown) => unknown;

interface Changes {
  [field: string]: { from: unknown; to: unknown };
}

const profileFields: ReadonlySet<string> = new Set(PERSONAL_PROFILE_FIELDS);
const detailFields: ReadonlySet<string> = new Set(PERSONAL_DETAIL_FIELDS);

/** The event types that may carry an individual's personal fields; all others pass untouched. */
export const PERSONAL_EVENT_TYPES: ReadonlySet<string> = new Set([
  'EntityRegistered',
  'EntityProfileUpdated',
  'IndividualDetailsRecorded',
]);

const present = (value: unknown) => value !== null && value !== undefined;

function mapObject(
  record: Record<string, unknown>,
  fields: ReadonlySet<string>,
  subjectId: number,
  transform: FieldTransform,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  for (const field of Object.keys(record)) {
    if (fields.has(field) && present(record[field])) out[field] = transform(subjectId, field, record[field]);
  }
  return out;
}

function mapChanges(
  changes: Changes,
  fields: ReadonlySet<string>,
  subjectId: number,
  transform: FieldTransform,
): Changes {
  const out: Changes = { ...changes };
  for (const field of Object.keys(changes)) {
    if (!fields.has(field)) continue;
    const { from, to } = changes[field];
    out[field] = {
      from: present(from) ? transform(subjectId, field, from) : from,
      to: present(to) ? transform(subjectId, field, to) : to,
    };
  }
  return out;
}

/** The individual whose personal fields the event carries, or null (companies, trusts, other events). */
export function personalSubjectOf(type: string, data: unknown): number | null {
  if (!PERSONAL_EVENT_TYPES.has(type)) return null;
  const d = data as { entityId?: unknown; entityType?: unknown };
  if (typeof d.entityId !== 'number') return null;
  if (type !== 'IndividualDetailsRecorded' && d.entityType !== 'individual') return null;
  return d.entityId;
}

/** A copy of `data` with each present personal field transformed; `data` itself when it has none. */
export function mapPersonalFields(type: string, data: unknown, transform: FieldTransform): unknown {
  const subjectId = personalSubjectOf(type, data);
  if (subjectId === null) return data;
  const d = data as Record<string, unknown>;
  if (type === 'EntityRegistered')
    return {
      ...d,
      profile: mapObject(d.profile as Record<string, unknown>, profileFields, subjectId, transform),
    };
  const fields = type === 'IndividualDetailsRecorded' ? detailFields : profileFields;
  return { ...d, changes: mapChanges(d.changes as Changes, fields, subjectId, transform) };
}
