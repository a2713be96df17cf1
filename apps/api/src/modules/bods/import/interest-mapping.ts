import { RELATIONSHIP_TYPES, type RelationshipType, roundPercent } from '@ledgerline/contracts';
import type { BodsInterest, BodsShare } from '../bods.types';
import { EFFECTIVE_CONTROL_DETAILS } from '../export/bods-records';

/** One Ledgerline link a relationship statement asks for (the ends are the statement's). */
export interface MappedLink {
  type: RelationshipType;
  ownershipPercentage: number | null;
  startDate: string | null;
  endDate: string | null;
  effectiveControl: boolean | null;
  /** An indirect interest stated without its chain, kept as declared (docs/decisions/0080). */
  declaredIndirect: boolean;
  notes: string[];
}

export const DECLARED_INDIRECT_NOTE = 'declared indirect (chain unknown)';

const LINK_OF: Record<string, RelationshipType> = {
  shareholding: 'shareholder',
  votingRights: 'shareholder',
  rightsToSurplusAssetsOnDissolution: 'shareholder',
  rightsToProfitOrIncome: 'shareholder',
  settlor: 'founder',
  trustee: 'trustee',
  protector: 'controller',
  beneficiaryOfLegalArrangement: 'beneficiary',
  enjoymentAndUseOfAssets: 'beneficiary',
  rightToProfitOrIncomeFromAssets: 'beneficiary',
  appointmentOfBoard: 'controller',
  otherInfluenceOrControl: 'controller',
  controlViaCompanyRulesOrArticles: 'controller',
  controlByLegalFramework: 'controller',
  rightsGrantedByContract: 'controller',
  conditionalRightsGrantedByContract: 'controller',
  boardMember: 'director',
  boardChair: 'director',
  seniorManagingOfficial: 'officer',
  nominee: 'other',
  nominator: 'other',
  unknownInterest: 'other',
  unpublishedInterest: 'other',
};
/** A local name (`details`) that is one of ours wins over the interest's type when it means the same. */
const SAME_KIND: Partial<Record<RelationshipType, RelationshipType[]>> = {
  shareholder: ['shareholder', 'parent', 'subsidiary'],
  controller: ['controller', 'employee', 'advisor', 'partner', 'other'],
};

/** A range's middle at four decimals, never above it: a middle of 4.99995 must not become a 5% owner. */
function middleOf(low: number, high: number): number {
  const middle = (low + high) / 2;
  const rounded = roundPercent(middle);
  return rounded > middle ? roundPercent(rounded - 0.0001) : rounded;
}

/**
 * An exact share as it is (more than four decimals is then refused by the relationship schema, never rounded to
 * the threshold: docs/decisions/0072); a range as its middle at four decimals (the range is kept in the notes).
 */
export function percentageOf(share: BodsShare | undefined): { value: number | null; note?: string } {
  if (!share) return { value: null };
  if (typeof share.exact === 'number') return { value: share.exact };
  const low = share.minimum ?? share.exclusiveMinimum;
  const high = share.maximum ?? share.exclusiveMaximum;
  const text = [
    share.minimum !== undefined
      ? `>= ${share.minimum}%`
      : share.exclusiveMinimum !== undefined
        ? `> ${share.exclusiveMinimum}%`
        : '',
    share.maximum !== undefined
      ? `<= ${share.maximum}%`
      : share.exclusiveMaximum !== undefined
        ? `< ${share.exclusiveMaximum}%`
        : '',
  ]
    .filter(Boolean)
    .join(' and ');
  if (low === undefined && high === undefined) return { value: null };
  const value =
    low !== undefined && high !== undefined
      ? middleOf(low, high)
      : low !== undefined
        ? roundPercent(low)
        : null;
  return {
    value,
    note:
      value === null
        ? `share range ${text} has no lower bound; no percentage recorded`
        : `share range ${text} recorded as ${value}%`,
  };
}

const typeOf = (interest: BodsInterest): RelationshipType => {
  const byInterest = LINK_OF[interest.type ?? 'unknownInterest'] ?? 'other';
  const local = RELATIONSHIP_TYPES.find((t) => t === interest.details);
  return local && (SAME_KIND[byInterest] ?? [byInterest]).includes(local) ? local : byInterest;
};

/**
 * A relationship statement's interests as Ledgerline links: interests that mean the same link (shareholding and
 * voting rights) make one; an interest in effective control marks the others instead of making its own.
 */
export function mapInterests(interests: BodsInterest[]): { links: MappedLink[]; notes: string[] } {
  const notes: string[] = [];
  // A direct and a declared indirect interest of one kind are two links (docs/decisions/0080).
  const links = new Map<string, MappedLink>();
  const control = interests.filter(
    (i) => i.type === 'otherInfluenceOrControl' && i.details === EFFECTIVE_CONTROL_DETAILS,
  );
  const rest = interests.filter((i) => !control.includes(i));
  // Voting rights last: they join the holding the statement states, whatever local name it carries.
  const ordered = [...(rest.length ? rest : control)].sort(
    (a, b) => Number(a.type === 'votingRights') - Number(b.type === 'votingRights'),
  );
  const holdingKinds = SAME_KIND.shareholder!;
  for (const interest of ordered) {
    const declaredIndirect = interest.directOrIndirect === 'indirect';
    const holding = [...links.values()].find(
      (l) => holdingKinds.includes(l.type) && l.declaredIndirect === declaredIndirect,
    )?.type;
    const type = interest.type === 'votingRights' && holding ? holding : typeOf(interest);
    const { value, note } = percentageOf(interest.share);
    const key = `${type}${declaredIndirect ? ' declared' : ''}`;
    const link = links.get(key) ?? {
      type,
      ownershipPercentage: null,
      startDate: interest.startDate ?? null,
      endDate: interest.endDate ?? null,
      effectiveControl: type === 'controller' ? true : null,
      declaredIndirect,
      notes: declaredIndirect ? [DECLARED_INDIRECT_NOTE] : [],
    };
    if (interest.type !== 'votingRights' || link.ownershipPercentage === null)
      link.ownershipPercentage = value ?? link.ownershipPercentage;
    if (note) link.notes.push(note);
    if (interest.type === 'nominee' || interest.type === 'nominator') {
      const note = `${interest.type} interest recorded as an 'other' link; the shares stay with the holder stated`;
      link.notes.push(note);
      notes.push(note);
    }
    if (interest.type === 'unknownInterest' || interest.type === 'unpublishedInterest')
      notes.push(`${interest.type} recorded as an 'other' link`);
    if (interest.type === undefined)
      notes.push("an interest of no stated type recorded as an 'other' link: its nature is not kept");
    if (declaredIndirect)
      notes.push(
        `indirect ${interest.type ?? 'interest'} kept as declared: ${DECLARED_INDIRECT_NOTE}, counted without looking through`,
      );
    if (interest.type === 'votingRights' && !rest.some((i) => i.type === 'shareholding'))
      notes.push('voting rights recorded as a shareholding');
    links.set(key, link);
  }
  if (control.length && rest.length) for (const link of links.values()) link.effectiveControl = true;
  for (const link of links.values()) notes.push(...link.notes.filter((n) => n.startsWith('share range')));
  return { links: [...links.values()], notes };
}
