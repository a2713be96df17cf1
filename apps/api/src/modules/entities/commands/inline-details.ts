import { INDIVIDUAL_INLINE_DETAILS } from '@ledgerline/contracts';

/**
 * Splits an individual's inline details (date of birth, nationality, position, department) from its entity
 * fields: the details go to IndividualDetailsRecorded, the rest to the entity's own event. Unsent fields stay out.
 */
export function splitInlineDetails<Fields extends Record<string, unknown>>(
  fields: Fields,
): { profile: Fields; details: Record<string, unknown> | null } {
  const profile: Record<string, unknown> = { ...fields };
  const details: Record<string, unknown> = {};
  for (const field of INDIVIDUAL_INLINE_DETAILS) {
    if (profile[field] !== undefined) details[field] = profile[field];
    delete profile[field];
  }
  return { profile: profile as Fields, details: Object.keys(details).length ? details : null };
}
