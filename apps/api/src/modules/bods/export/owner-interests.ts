import { roundPercent } from '@ledgerline/contracts';
import {
  type BeneficialOwnerResult,
  meaningOf,
  type OwnershipGraph,
  type TrustRole,
} from '@ledgerline/ownership';
import type { BodsInterest } from '../bods.types';

/** An interest of one link: the interested party towards the subject (holder to held, controller, trust party). */
interface Tie {
  id: number;
  party: number;
  subject: number;
  percentage: number;
  control: boolean;
  role?: TrustRole;
}

const ROLE_INTEREST: Record<TrustRole, string> = {
  founder: 'settlor',
  trustee: 'trustee',
  beneficiary: 'beneficiaryOfLegalArrangement',
  controller: 'otherInfluenceOrControl',
};
export const TRUST_HOLDING_DETAILS = 'beneficial owner of a trust that holds or controls it';

/** The ties of one day's graph: what each link gives its interested party in its subject. */
export function tiesOf(graph: OwnershipGraph): Tie[] {
  const types = new Map(graph.entities.map((entity) => [entity.id, entity.type]));
  const ties: Tie[] = [];
  for (const link of graph.relationships) {
    const meaning = meaningOf(link);
    const { ownership, control } = meaning;
    const role =
      meaning.trustRole && types.get(link.targetEntityId) === 'trust' ? meaning.trustRole : undefined;
    const [party, subject] = ownership
      ? [ownership.holderId, ownership.heldId]
      : [link.sourceEntityId, link.targetEntityId];
    // Only an entity is held or controlled: a person at the far end is no chain to explain.
    if ((!ownership && !control && !role) || types.get(subject) === 'individual') continue;
    ties.push({
      id: link.id,
      party,
      subject,
      percentage: (ownership?.fraction ?? 0) * 100,
      control: !!control,
      role,
    });
  }
  return ties;
}

function reach(ties: readonly Tie[], start: number, forward: boolean): Set<number> {
  const reached = new Set([start]);
  for (const queue = [start]; queue.length;) {
    const at = queue.pop()!;
    for (const tie of ties) {
      const [from, to] = forward ? [tie.party, tie.subject] : [tie.subject, tie.party];
      if (from === at && !reached.has(to)) {
        reached.add(to);
        queue.push(to);
      }
    }
  }
  return reached;
}

/** One owner's interests in the subject on one day, and the links they rest on (BODS components). */
export interface OwnerInterests {
  interests: BodsInterest[];
  components: number[];
}

/**
 * A beneficial owner's interests on one day as BODS states them (DOMAIN.md 5): the direct share and the share
 * held through others as two interests; a role in the trust itself is direct, one held through a legal party
 * (a corporate trustee) indirect; control and a holding trust's owners likewise. The components are the links
 * themselves between the owner and the subject (so the pair is declared once, by the primary statement) and
 * every link on a chain from the owner to the subject when any interest is indirect.
 */
export function ownerInterestsOn(
  ties: readonly Tie[],
  subject: number,
  subjectIsTrust: boolean,
  owner: BeneficialOwnerResult,
): OwnerInterests {
  const person = owner.individualId;
  const base = { beneficialOwnershipOrControl: true } as const;
  const direct = ties.filter((tie) => tie.party === person && tie.subject === subject);
  const behind = reach(ties, person, true);
  const interests: BodsInterest[] = [];
  if (owner.reasons.includes('ownership')) {
    const held = Math.min(
      owner.totalOwnership,
      roundPercent(direct.reduce((sum, t) => sum + t.percentage, 0)),
    );
    const through = roundPercent(owner.totalOwnership - held);
    if (held > 0)
      interests.push({ ...base, type: 'shareholding', directOrIndirect: 'direct', share: { exact: held } });
    if (through > 0)
      interests.push({
        ...base,
        type: 'shareholding',
        directOrIndirect: 'indirect',
        share: { exact: through },
      });
  }
  if (owner.reasons.includes('control'))
    interests.push({
      ...base,
      type: 'otherInfluenceOrControl',
      directOrIndirect: direct.some((tie) => tie.control) ? 'direct' : 'indirect',
      details: 'Controller',
    });
  if (owner.reasons.includes('trust_role') && subjectIsTrust) {
    const roles = new Set<string>();
    for (const tie of ties)
      if (tie.role && tie.subject === subject && behind.has(tie.party)) {
        const directOrIndirect = tie.party === person ? 'direct' : 'indirect';
        const key = `${tie.role}|${directOrIndirect}`;
        if (roles.has(key)) continue;
        roles.add(key);
        interests.push({ ...base, type: ROLE_INTEREST[tie.role], directOrIndirect, details: tie.role });
      }
  }
  if (owner.reasons.includes('trust_holding'))
    interests.push({
      ...base,
      type: 'otherInfluenceOrControl',
      directOrIndirect: 'indirect',
      details: TRUST_HOLDING_DETAILS,
    });
  const components = new Set(direct.map((tie) => tie.id));
  if (interests.some((interest) => interest.directOrIndirect === 'indirect')) {
    const before = reach(ties, subject, false);
    for (const tie of ties)
      if (
        behind.has(tie.party) &&
        before.has(tie.subject) &&
        !(tie.party === person && tie.subject === subject)
      )
        components.add(tie.id);
  }
  return { interests, components: [...components] };
}
