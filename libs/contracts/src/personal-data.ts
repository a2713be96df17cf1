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

/** What an erased personal field reads as, everywhere (events, read models, history, exports). */
export const ERASED_VALUE = '[erased]';

/** An erased person's name: still tells one erased person from another in a structure. */
export const erasedPersonName = (entityId: number): string => `Erased person #${entityId}`;

const ERASED_NAME = /^Erased person #\d+$/;

/** True for the marker of an erased personal field (the web shows "erased" for these). */
export const isErasedValue = (value: unknown): boolean =>
  value === ERASED_VALUE || (typeof value === 'string' && ERASED_NAME.test(value));
