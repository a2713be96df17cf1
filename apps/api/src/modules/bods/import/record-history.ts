import type { BodsInterest, BodsStatement } from '../bods.types';
import { ledgerlineFields } from './ledgerline-annotation';

const dayOf = (statement: BodsStatement) => statement.statementDate.slice(0, 10);

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

const interestsOf = (statement: BodsStatement): BodsInterest[] =>
  ((statement.recordDetails as { interests?: BodsInterest[] }).interests ?? []).map((i) => ({ ...i }));

/** What a version says apart from when its interests end: the same shape again is the same interest. */
const shapeOf = (statement: BodsStatement, interests: BodsInterest[]) => {
  const { subject, interestedParty } = statement.recordDetails as Record<string, unknown>;
  return JSON.stringify([subject, interestedParty, interests.map(({ endDate: _e, ...rest }) => rest)]);
};

const withInterests = (statement: BodsStatement, interests: BodsInterest[]): BodsStatement => ({
  ...statement,
  recordDetails: { ...statement.recordDetails, interests },
});

/**
 * One relationship record's statements, oldest first, as the dated links they mean (docs/decisions/0080): a
 * statement that restates the same interests keeps the link (taking any end it adds); one that changes them
 * ends the link the day before its statement date and starts a new one on it; a closed statement without an end
 * ends the last. Our own exports carry the register's exact fields, whose history is corrections, not changes
 * in the world: their latest statement alone counts, as before.
 */
export function datedVersions(statements: BodsStatement[]): BodsStatement[] {
  const latest = statements[statements.length - 1];
  if (statements.length === 1 || statements.some((s) => ledgerlineFields(s))) return [latest];
  const versions: { statement: BodsStatement; interests: BodsInterest[]; shape: string }[] = [];
  const endLast = (day: string) => {
    const last = versions[versions.length - 1];
    if (!last) return;
    const end = dayBefore(day);
    if (last.interests.every((i) => (i.startDate ?? '') > end)) versions.pop();
    else for (const interest of last.interests) interest.endDate ??= end;
  };
  for (const statement of statements) {
    const interests = interestsOf(statement);
    const shape = shapeOf(statement, interests);
    const last = versions[versions.length - 1];
    const ends = interests.some((i) => i.endDate);
    if (statement.recordStatus === 'closed' && !ends) {
      if (last) endLast(dayOf(statement));
      else versions.push({ statement, interests, shape });
      continue;
    }
    if (last && last.shape === shape) {
      last.interests.forEach((interest, k) => (interest.endDate ??= interests[k].endDate));
      continue;
    }
    if (last) {
      endLast(dayOf(statement));
      for (const interest of interests)
        if (!interest.startDate || interest.startDate < dayOf(statement))
          interest.startDate = dayOf(statement);
    }
    const recordStatus = last ? 'updated' : statement.recordStatus;
    versions.push({ statement: { ...statement, recordStatus }, interests, shape });
  }
  return versions.map(({ statement, interests }) => withInterests(statement, interests));
}
