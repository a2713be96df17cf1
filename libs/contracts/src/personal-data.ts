import { z } from 'zod';

/**
 * POPIA personal information of an individual in the register (docs/decisions/0032-popia-erasure.md): the
 * fields that identify the person or say how to reach them. They are encrypted with the person's own key in
 * the event log and become unreadable when the key is destroyed on erasure. Everything else (type, status,
 * country, roles, ownership facts, dates of holdings) is the structural history a regulator keeps.
 */
export const PERSONAL_PROFILE_FIELDS = [
  'name',
  'description',
  'email',
  'phone',
  'address',
  'notes',
  'registrationNumber',
  'taxId',
] as const;

/** Individual details (spec 001 section 3) that identify the person. */
export const PERSONAL_DETAIL_FIELDS = [
  'dateOfBirth',
  'nationality',
  'occupation',
  'idNumber',
  'passportCountry',
  'residentialAddress',
  'postalAddress',
  'emailAddress',
  'phoneNumber',
  'citizenships',
  'taxNumber',
] as const;

/**
 * Free text that is the personal data of the individual it is about once that person is erased (0032): a
 * document's file name, description and validation notes (sealed with the key of the document's entity), and
 * a link's notes (sealed with the key of the link's source, the owner or office holder).
 */
export const PERSONAL_DOCUMENT_FIELDS = ['originalName', 'description', 'validationNotes'] as const;
export const PERSONAL_LINK_FIELDS = ['notes'] as const;

/** What an erased personal field reads as, everywhere (events, read models, history, exports). */
export const ERASED_VALUE = '[erased]';

/** An erased person's name: still tells one erased person from another in a structure. */
export const erasedPersonName = (entityId: number): string => `Erased person #${entityId}`;

const ERASED_NAME = /^Erased person #\d+$/;

/** True for the marker of an erased personal field (the web shows "erased" for these). */
export const isErasedValue = (value: unknown): boolean =>
  value === ERASED_VALUE || (typeof value === 'string' && ERASED_NAME.test(value));

/** `POST /api/individuals/{id}/erase`: a reason is required only to erase before the retention period is over. */
export const erasePersonalDataSchema = z
  .object({
    overrideReason: z
      .string({ message: 'overrideReason must be text' })
      .nullish()
      .transform((value) => (value?.trim() ? value.trim() : null))
      .pipe(
        z
          .string()
          .min(10, 'Give a reason of at least 10 characters for erasing before the retention period is over')
          .max(1000, 'Must be at most 1000 characters')
          .nullable(),
      )
      .default(null),
  })
  .strict();
export type ErasePersonalDataRequest = z.input<typeof erasePersonalDataSchema>;

/** One deleted individual under the retention rules (`GET /api/privacy/erasures`). */
export interface ErasureCandidateView {
  entityId: number;
  name: string;
  registeredOn: string | null;
  deletedOn: string | null;
  /** The first day its personal fields may be erased. */
  erasableFrom: string;
  /** True from that day on: it is due for erasure. */
  due: boolean;
}

/** What one personal field of an erased individual reads as. */
export const erasedValueOf = (field: string, entityId: number): string =>
  field === 'name' ? erasedPersonName(entityId) : ERASED_VALUE;

const PERSONAL_FIELDS: ReadonlySet<string> = new Set([...PERSONAL_PROFILE_FIELDS, ...PERSONAL_DETAIL_FIELDS]);
const present = (value: unknown) => value !== null && value !== undefined;

/**
 * A read model's copy of an erased individual's fields (`{field: value}`), or of its changes
 * (`{field: {from, to}}`), with each present personal value replaced as the event log now reads it, so a
 * projector's erasure and a rebuild give the same documents.
 */
export function erasePersonalValues<T extends Record<string, unknown>>(
  record: T,
  entityId: number,
  fields: ReadonlySet<string> = PERSONAL_FIELDS,
): T {
  const out: Record<string, unknown> = { ...record };
  for (const [field, value] of Object.entries(record)) {
    if (!fields.has(field) || !present(value)) continue;
    const change = value as { from?: unknown; to?: unknown };
    out[field] =
      typeof value === 'object' && 'to' in change
        ? {
            from: present(change.from) ? erasedValueOf(field, entityId) : change.from,
            to: present(change.to) ? erasedValueOf(field, entityId) : change.to,
          }
        : erasedValueOf(field, entityId);
  }
  return out as T;
}

/** A submitted BO filing's recorded owners with the erased individual's name replaced (0032). */
export function eraseFiledOwnerNames(owners: unknown, entityId: number): unknown {
  if (!Array.isArray(owners)) return owners;
  return owners.map((owner: { individualId?: unknown; name?: unknown }) =>
    owner?.individualId === entityId && present(owner.name)
      ? { ...owner, name: erasedPersonName(entityId) }
      : owner,
  );
}

/** Whether a filing's recorded owners name the individual. */
export const filedOwnersName = (owners: unknown, entityId: number): boolean =>
  Array.isArray(owners) &&
  owners.some(
    (owner: { individualId?: unknown; name?: unknown }) =>
      owner?.individualId === entityId && present(owner.name),
  );
