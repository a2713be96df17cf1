/**
 * How long each kind of record is kept (DOMAIN.md section 4; docs/decisions/0016 and 0032): FIC Act 5 years
 * after the client relationship ends, Companies Act 7 years; after that POPIA s14: de-identify personal fields,
 * keep the structural history. Dates are whole days; adding years to 29 February gives 1 March.
 */
export const COMPANIES_ACT_RETENTION_YEARS = 7;
export const FIC_ACT_RETENTION_YEARS = 5;

export type RetentionAction = 'deidentify_personal_fields' | 'erase_file' | 'keep_structure';

export interface RetentionRule {
  recordKind: string;
  /** When the record may be de-identified or erased, in words. */
  period: string;
  law: string;
  action: RetentionAction;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    recordKind: 'Individual (personal fields)',
    period: `${COMPANIES_ACT_RETENTION_YEARS} years after registration and ${FIC_ACT_RETENTION_YEARS} years after deletion, whichever is later`,
    law: 'Companies Act s24; FIC Act s22A; POPIA s14',
    action: 'deidentify_personal_fields',
  },
  {
    recordKind: 'Document file',
    period: `${COMPANIES_ACT_RETENTION_YEARS} years after upload and ${FIC_ACT_RETENTION_YEARS} years after its entity is deleted, whichever is later`,
    law: 'Companies Act s24; FIC Act s22A',
    action: 'erase_file',
  },
  {
    recordKind: 'Company, trust, relationship, asset, filing, group',
    period: 'Kept: the structural history of the register',
    law: 'Companies Act s24; Trust Property Control Act s11; FIC Act s22A',
    action: 'keep_structure',
  },
];

export const addYearsToDay = (day: string, years: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
};

/** The first day an individual's personal fields may be erased; null while it is in the register. */
export function personalDataErasableFrom(person: {
  registeredOn: string | null;
  deletedOn: string | null;
}): string | null {
  if (!person.deletedOn) return null;
  const fic = addYearsToDay(person.deletedOn, FIC_ACT_RETENTION_YEARS);
  const companiesAct =
    person.registeredOn && addYearsToDay(person.registeredOn, COMPANIES_ACT_RETENTION_YEARS);
  return companiesAct && companiesAct > fic ? companiesAct : fic;
}
