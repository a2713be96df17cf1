import { createHash } from 'node:crypto';
import type { BeneficialOwnerResult, BeneficialOwnership } from '@ledgerline/ownership';
import type { BodsInterest, BodsStatement } from '../bods.types';
import { endsOf } from './bods-records';
import { entityRecordId, ownerRecordId, relationshipRecordId, statementIdOf } from './bods-ids';
import type { RegisterFold } from './register-fold';
import { publicationDetails, SOURCE } from './statement-builder';

export interface OwnerStatementContext {
  accountId: number;
  subjectId: number;
  publicationDate: string;
  /** When the register last changed: the day the computed owners were declared. */
  statementDate: string;
}

const TRUST_ROLE_INTEREST: Record<string, string> = {
  'Trust Founder': 'settlor',
  'Trust Trustee': 'trustee',
  'Trust Beneficiary': 'beneficiaryOfLegalArrangement',
  'Trust Controller': 'otherInfluenceOrControl',
};

function interestsOf(owner: BeneficialOwnerResult): BodsInterest[] {
  const base = { beneficialOwnershipOrControl: true, details: owner.category } as const;
  const direct = owner.category === 'Direct Shareholder' ? 'direct' : 'indirect';
  const interests: BodsInterest[] = [];
  if (owner.reasons.includes('ownership'))
    interests.push({
      ...base,
      type: 'shareholding',
      directOrIndirect: direct,
      share: { exact: owner.totalOwnership },
    });
  if (owner.reasons.includes('control'))
    interests.push({ ...base, type: 'otherInfluenceOrControl', directOrIndirect: 'unknown' });
  if (owner.reasons.includes('trust_role'))
    interests.push({
      ...base,
      type: TRUST_ROLE_INTEREST[owner.category] ?? 'otherInfluenceOrControl',
      directOrIndirect: 'unknown',
    });
  if (owner.reasons.includes('trust_holding'))
    interests.push({ ...base, type: 'otherInfluenceOrControl', directOrIndirect: 'indirect' });
  return interests;
}

/** The live links by their ends, interested party then subject, so an owner's path finds its links at once. */
function linksByEnds(fold: RegisterFold): Map<string, number[]> {
  const byEnds = new Map<string, number[]>();
  for (const [id, link] of fold.relationships) {
    if (link.removed) continue;
    const { subjectId, interestedPartyId } = endsOf(link.fields);
    const key = `${interestedPartyId}>${subjectId}`;
    const known = byEnds.get(key);
    if (known) known.push(id);
    else byEnds.set(key, [id]);
  }
  return byEnds;
}

/** The links along the owner's paths (holder to held), which BODS lists as the primary's components. */
function componentsOf(byEnds: Map<string, number[]>, owner: BeneficialOwnerResult): string[] {
  const links = new Set<number>();
  for (const path of owner.paths)
    for (let i = 0; i + 1 < path.steps.length; i++)
      for (const id of byEnds.get(`${path.steps[i].entityId}>${path.steps[i + 1].entityId}`) ?? [])
        links.add(id);
  return [...links].sort((a, b) => a - b).map(relationshipRecordId);
}

/**
 * A computed beneficial owner as a primary relationship (`beneficialOwnershipOrControl: true`) after the links it
 * rests on; none at all as `noBeneficialOwners` (DOMAIN.md 5). Ids hash the declared content, so they stay the
 * same while the owners do.
 */
export function ownerStatements(
  fold: RegisterFold,
  result: BeneficialOwnership,
  context: OwnerStatementContext,
): BodsStatement[] {
  const subject = entityRecordId(context.subjectId);
  const statement = (recordId: string, recordDetails: Record<string, unknown>): BodsStatement => {
    const content = createHash('sha256').update(JSON.stringify(recordDetails)).digest('hex');
    return {
      statementId: statementIdOf(context.accountId, subject, recordId, content),
      statementDate: context.statementDate,
      declarationSubject: subject,
      recordId,
      recordType: 'relationship',
      recordStatus: 'new',
      recordDetails,
      publicationDetails: publicationDetails(context.publicationDate),
      source: SOURCE,
    };
  };
  const owners = result.owners.filter((owner) => owner.isBeneficialOwner);
  if (owners.length === 0)
    return [
      statement(`${ownerRecordId(context.subjectId, 0)}-none`, {
        isComponent: false,
        subject,
        interestedParty: {
          reason:
            result.unknownRemainder > 0
              ? 'subjectUnableToConfirmOrIdentifyBeneficialOwner'
              : 'noBeneficialOwners',
        },
        interests: [],
      }),
    ];
  const byEnds = linksByEnds(fold);
  return owners.map((owner) =>
    statement(ownerRecordId(context.subjectId, owner.individualId), {
      isComponent: false,
      componentRecords: componentsOf(byEnds, owner),
      subject,
      interestedParty: entityRecordId(owner.individualId),
      interests: interestsOf(owner),
    }),
  );
}
