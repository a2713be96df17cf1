import {
  PERSONAL_DETAIL_FIELDS,
  PERSONAL_DOCUMENT_FIELDS,
  PERSONAL_LINK_FIELDS,
  PERSONAL_PROFILE_FIELDS,
} from '@ledgerline/contracts';

/** Turns one personal field's value of one data subject (an individual's entity id) into another. */
export type FieldTransform = (subjectId: number, field: string, value: unknown) => unknown;

interface Changes {
  [field: string]: { from: unknown; to: unknown };
}

const profileFields: ReadonlySet<string> = new Set(PERSONAL_PROFILE_FIELDS);
const detailFields: ReadonlySet<string> = new Set(PERSONAL_DETAIL_FIELDS);

const documentFields: ReadonlySet<string> = new Set(PERSONAL_DOCUMENT_FIELDS);
const linkFields: ReadonlySet<string> = new Set(PERSONAL_LINK_FIELDS);

/**
 * Free text sealed with the key of the entity it is about (docs/decisions/0032): the subject field names that
 * entity, and the text is at the top level (a creation) or in `changes` (an update). An update recorded before
 * it carried the subject field passes in plain.
 */
const FREE_TEXT: Record<string, { subject: string; fields: ReadonlySet<string>; inChanges: boolean }> = {
  DocumentUploaded: { subject: 'entityId', fields: documentFields, inChanges: false },
  DocumentDetailsUpdated: { subject: 'entityId', fields: documentFields, inChanges: true },
  RelationshipAdded: { subject: 'sourceEntityId', fields: linkFields, inChanges: false },
  RelationshipUpdated: { subject: 'sourceEntityId', fields: linkFields, inChanges: true },
};

/** The event types that may carry an individual's personal fields; all others pass untouched. */
export const PERSONAL_EVENT_TYPES: ReadonlySet<string> = new Set([
  'EntityRegistered',
  'EntityProfileUpdated',
  'IndividualDetailsRecorded',
  'FilingRequirementUpdated',
  ...Object.keys(FREE_TEXT),
]);

interface FiledOwner {
  individualId: number;
  name?: unknown;
}

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

/** The individual whose own record the event is, or null (companies, trusts, other events). */
function ownSubjectOf(type: string, data: unknown): number | null {
  if (type !== 'EntityRegistered' && type !== 'EntityProfileUpdated' && type !== 'IndividualDetailsRecorded')
    return null;
  const d = data as { entityId?: unknown; entityType?: unknown };
  if (typeof d.entityId !== 'number') return null;
  if (type !== 'IndividualDetailsRecorded' && d.entityType !== 'individual') return null;
  return d.entityId;
}

/** A submitted BO filing's recorded owners, before and after; [] for any other event. */
function filedOwnerLists(type: string, data: unknown): unknown[] {
  if (type !== 'FilingRequirementUpdated') return [];
  const change = (data as { changes?: Changes }).changes?.filedOwners;
  return change ? [change.from, change.to] : [];
}

const ownersIn = (list: unknown): FiledOwner[] =>
  Array.isArray(list) ? list.filter((o): o is FiledOwner => typeof o?.individualId === 'number') : [];

/** The entity a free-text event's present text is about, or null (no such text, or no subject recorded). */
function freeTextSubjectOf(type: string, data: unknown): number | null {
  const spec = FREE_TEXT[type];
  if (!spec) return null;
  const d = data as Record<string, unknown>;
  const subject = d[spec.subject];
  if (typeof subject !== 'number') return null;
  const holder = (spec.inChanges ? d.changes : d) as Record<string, unknown> | undefined;
  const carries = Object.keys(holder ?? {}).some((field) => {
    if (!spec.fields.has(field)) return false;
    const value = holder![field];
    if (!spec.inChanges) return present(value);
    const change = value as { from?: unknown; to?: unknown } | null;
    return present(change?.from) || present(change?.to);
  });
  return carries ? subject : null;
}

/** The individuals whose personal fields the event carries: its own individual, or the owners a filing names. */
export function personalSubjectsOf(type: string, data: unknown): number[] {
  if (!PERSONAL_EVENT_TYPES.has(type)) return [];
  if (FREE_TEXT[type]) {
    const subject = freeTextSubjectOf(type, data);
    return subject === null ? [] : [subject];
  }
  const own = ownSubjectOf(type, data);
  if (own !== null) return [own];
  return filedOwnerLists(type, data).flatMap((list) =>
    ownersIn(list)
      .filter((owner) => present(owner.name))
      .map((owner) => owner.individualId),
  );
}

const mapOwners = (list: unknown, transform: FieldTransform): unknown =>
  Array.isArray(list)
    ? list.map((owner: FiledOwner) =>
        typeof owner?.individualId === 'number' && present(owner.name)
          ? { ...owner, name: transform(owner.individualId, 'name', owner.name) }
          : owner,
      )
    : list;

/** A copy of `data` with each present personal field transformed; `data` itself when it has none. */
export function mapPersonalFields(type: string, data: unknown, transform: FieldTransform): unknown {
  if (!PERSONAL_EVENT_TYPES.has(type)) return data;
  const d = data as Record<string, unknown>;
  const freeText = FREE_TEXT[type];
  if (freeText) {
    const subject = freeTextSubjectOf(type, data);
    if (subject === null) return data;
    return freeText.inChanges
      ? { ...d, changes: mapChanges(d.changes as Changes, freeText.fields, subject, transform) }
      : mapObject(d, freeText.fields, subject, transform);
  }
  const subjectId = ownSubjectOf(type, data);
  if (subjectId === null) {
    const changes = d.changes as Changes | undefined;
    const owners = changes?.filedOwners;
    if (type !== 'FilingRequirementUpdated' || !owners) return data;
    const filedOwners = { from: mapOwners(owners.from, transform), to: mapOwners(owners.to, transform) };
    return { ...d, changes: { ...changes, filedOwners } };
  }
  if (type === 'EntityRegistered')
    return {
      ...d,
      profile: mapObject(d.profile as Record<string, unknown>, profileFields, subjectId, transform),
    };
  const fields = type === 'IndividualDetailsRecorded' ? detailFields : profileFields;
  return { ...d, changes: mapChanges(d.changes as Changes, fields, subjectId, transform) };
}
