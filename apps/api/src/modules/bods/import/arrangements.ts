import { roundPercent } from '@ledgerline/contracts';
import type { BodsInterest, BodsStatement } from '../bods.types';

/** An arrangement that is not a trust (a nomination, a joint holding): a tie between parties, not a register entity. */
export interface Arrangement {
  recordId: string;
  name: string;
  /** `nomination`, or what else the file says it is. */
  kind: string;
}

/** An arrangement statement the register does not hold as an entity (docs/decisions/0080), else null. */
export function arrangementOf(statement: BodsStatement): Arrangement | null {
  if (statement.recordType !== 'entity') return null;
  const details = statement.recordDetails as {
    name?: string;
    entityType?: { type?: string; subtype?: string };
  };
  const { type, subtype } = details.entityType ?? {};
  if (type !== 'arrangement' || subtype === 'trust') return null;
  return {
    recordId: statement.recordId,
    name: details.name ?? statement.recordId,
    kind: subtype ?? 'arrangement',
  };
}

type Ends = { subject: unknown; interestedParty: unknown; interests?: BodsInterest[] };
const endsOf = (statement: BodsStatement) => statement.recordDetails as Ends;
const has = (statement: BodsStatement, type: string) =>
  (endsOf(statement).interests ?? []).some((i) => i.type === type);

/** The member's share of the arrangement, in %, when it states an exact one. */
const shareIn = (member: BodsStatement) =>
  (endsOf(member).interests ?? []).find((i) => typeof i.share?.exact === 'number')?.share?.exact;

/**
 * What the arrangement holds, as the ties of its parties to it (docs/decisions/0080): a nominee holds what the
 * arrangement holds, as the legal holder; a nominator holds it through the nominee, an indirect interest kept as
 * declared, with the control a nominator has; a joint holder holds its share of the arrangement's share. Each
 * statement keeps the arrangement's statement id, so the preview shows it on that statement.
 */
export function throughArrangement(
  holding: BodsStatement,
  arrangement: Arrangement,
  member: BodsStatement,
): { statement: BodsStatement; as: string } {
  const party = endsOf(member).interestedParty;
  let interests = (endsOf(holding).interests ?? []).map((interest) => ({ ...interest }));
  let as: string;
  if (has(member, 'nominator')) {
    as = `nominator through ${arrangement.kind} '${arrangement.name}': kept as a declared indirect interest`;
    // The nominee holds the seat or the shares; the nominator their value and the say over them.
    const start = interests[0]?.startDate;
    interests = interests.filter((interest) => interest.share);
    for (const interest of interests) interest.directOrIndirect = 'indirect';
    interests.push({
      type: 'otherInfluenceOrControl',
      directOrIndirect: 'indirect',
      ...(start ? { startDate: start } : {}),
    });
  } else if (has(member, 'nominee')) {
    as = `nominee under ${arrangement.kind} '${arrangement.name}'`;
  } else {
    const share = shareIn(member);
    as = `through ${arrangement.kind} '${arrangement.name}'`;
    if (share !== undefined)
      for (const interest of interests)
        if (typeof interest.share?.exact === 'number')
          interest.share = { exact: roundPercent((interest.share.exact * share) / 100) };
  }
  const statement: BodsStatement = {
    ...holding,
    recordId: `${holding.recordId}~${member.recordId}`,
    recordDetails: { ...holding.recordDetails, interestedParty: party, interests },
  };
  return { statement, as };
}
