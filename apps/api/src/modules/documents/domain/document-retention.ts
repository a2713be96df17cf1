/**
 * How long a document's file is kept (DOMAIN.md section 4, docs/decisions/0016-document-retention.md):
 * Companies Act 7 years from the upload, FIC Act 5 years after the client relationship ends, which is
 * when the entity leaves the register. Its file may be erased from the later of the two dates.
 */
export const COMPANIES_ACT_YEARS = 7;
export const FIC_ACT_YEARS = 5;

export interface FileDates {
  uploadedOn: string | null;
  /** Null while the entity is in the register: the FIC Act clock has not started. */
  relationshipEndedOn: string | null;
}

const addYears = (day: string, years: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
};

export interface Retention {
  /** The first day the file may be erased; null while the entity is still in the register. */
  erasableFrom: string | null;
  /** Companies Act date, the earliest the file could ever be erased. */
  companiesActUntil: string | null;
}

export function retentionOf(file: FileDates): Retention {
  const companiesActUntil = file.uploadedOn && addYears(file.uploadedOn, COMPANIES_ACT_YEARS);
  const ficActUntil = file.relationshipEndedOn && addYears(file.relationshipEndedOn, FIC_ACT_YEARS);
  const erasableFrom =
    companiesActUntil && ficActUntil ? [companiesActUntil, ficActUntil].sort().at(-1)! : null;
  return { erasableFrom, companiesActUntil };
}

/** "until 2032-11-25", or the open-ended rule while the entity is in the register. */
export function keptFor({ erasableFrom, companiesActUntil }: Retention): string {
  if (erasableFrom) return `until ${erasableFrom}`;
  return `while its entity is in the register and for ${FIC_ACT_YEARS} years after it is deleted${
    companiesActUntil ? `, at least until ${companiesActUntil}` : ''
  }`;
}
