import { type EntityType, isSouthAfricanCountry } from '@ledgerline/contracts';
import type { EntityProfile, RelationshipFields } from '../../accounts/domain/account-register.state';
import type { BodsIdentifier, BodsInterest } from '../bods.types';
import { entityRecordId } from './bods-ids';
import type { LinkPeriod } from './link-periods';
import { isReversedLink } from '../reversed-links';

export interface RegisterEntity {
  type: EntityType;
  profile: EntityProfile;
  details: Record<string, unknown> | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: unknown): string | undefined =>
  typeof value === 'string' && DAY.test(value) ? value : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const present = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export const CIPC_SCHEME = 'ZA-CIP';
export const MASTER_SCHEME_NAME = 'Master of the High Court trust reference';
export const TAX_SCHEME_NAME = 'SARS tax reference number';
export const SA_ID_SCHEME = 'ZAF-IDCARD';

function entityIdentifiers(entity: RegisterEntity): BodsIdentifier[] {
  const { registrationNumber, taxId } = entity.profile;
  const identifiers: BodsIdentifier[] = [];
  if (text(registrationNumber))
    identifiers.push(
      entity.type === 'trust'
        ? { id: registrationNumber!, schemeName: MASTER_SCHEME_NAME }
        : {
            id: registrationNumber!,
            scheme: CIPC_SCHEME,
            schemeName: 'Companies and Intellectual Property Commission',
          },
    );
  if (text(taxId)) identifiers.push({ id: taxId!, schemeName: TAX_SCHEME_NAME });
  return identifiers;
}

function personIdentifiers(entity: RegisterEntity): BodsIdentifier[] {
  const details = entity.details ?? {};
  const identifiers: BodsIdentifier[] = [];
  const idNumber = text(details.idNumber);
  if (idNumber) {
    if (details.idType === 'sa_id') identifiers.push({ id: idNumber, scheme: SA_ID_SCHEME });
    else if (details.idType === 'passport')
      identifiers.push({
        id: idNumber,
        schemeName: `Passport${text(details.passportCountry) ? ` (${String(details.passportCountry)})` : ''}`,
      });
    else identifiers.push({ id: idNumber, schemeName: 'Identity document' });
  }
  const taxNumber = text(details.taxNumber) ?? text(entity.profile.taxId);
  if (taxNumber) identifiers.push({ id: taxNumber, schemeName: TAX_SCHEME_NAME });
  return identifiers;
}

/** Company -> registeredEntity (ZA-CIP), trust -> arrangement/trust, individual -> knownPerson (DOMAIN.md 5). */
export function recordDetailsOfEntity(entity: RegisterEntity): Record<string, unknown> {
  const { profile } = entity;
  if (entity.type === 'individual') {
    const details = entity.details ?? {};
    const nationality = text(details.nationality);
    const address = text(details.residentialAddress) ?? text(profile.address);
    const identifiers = personIdentifiers(entity);
    return present({
      isComponent: false,
      personType: 'knownPerson',
      names: [{ type: 'legal', fullName: profile.name }],
      identifiers: identifiers.length ? identifiers : undefined,
      birthDate: day(details.dateOfBirth),
      nationalities: nationality ? [{ name: nationality }] : undefined,
      addresses: address ? [{ type: 'residence', address }] : undefined,
    });
  }
  const country = text(profile.country);
  const identifiers = entityIdentifiers(entity);
  const trust = entity.type === 'trust';
  return present({
    isComponent: false,
    entityType: trust
      ? present({ type: 'arrangement', subtype: 'trust', details: text(profile.trustType) })
      : { type: 'registeredEntity' },
    name: profile.name,
    jurisdiction: country
      ? present({ name: country, code: isSouthAfricanCountry(country) ? 'ZA' : undefined })
      : undefined,
    identifiers: identifiers.length ? identifiers : undefined,
    foundingDate: trust
      ? day(profile.trustDeedDate)
      : (day(profile.incorporationDate) ?? day(profile.foundedDate)),
    addresses: text(profile.address) ? [{ type: 'registered', address: profile.address }] : undefined,
  });
}

/** The Ledgerline relationship types as BODS interests; `details` keeps the local name for a round trip. */
const INTEREST_OF: Record<string, string> = {
  shareholder: 'shareholding',
  parent: 'shareholding',
  subsidiary: 'shareholding',
  founder: 'settlor',
  trustee: 'trustee',
  beneficiary: 'beneficiaryOfLegalArrangement',
  controller: 'otherInfluenceOrControl',
  director: 'boardMember',
  officer: 'seniorManagingOfficial',
  employee: 'otherInfluenceOrControl',
  advisor: 'otherInfluenceOrControl',
  partner: 'otherInfluenceOrControl',
  other: 'otherInfluenceOrControl',
};
export const EFFECTIVE_CONTROL_DETAILS = 'effective control';

/** Subject (the entity the interest is in) and interested party: reversed links the other way round. */
export function endsOf(
  fields: Pick<RelationshipFields, 'sourceEntityId' | 'targetEntityId' | 'relationshipType'>,
): { subjectId: number; interestedPartyId: number } {
  return isReversedLink(fields.relationshipType)
    ? { subjectId: fields.sourceEntityId, interestedPartyId: fields.targetEntityId }
    : { subjectId: fields.targetEntityId, interestedPartyId: fields.sourceEntityId };
}

/** One period of a link as interests: the held share (with its votes), effective control beside it. */
function interestsOfPeriod(fields: RelationshipFields, startDate?: string, endDate?: string): BodsInterest[] {
  const type = fields.relationshipType;
  const percentage = fields.ownershipPercentage;
  const dates = present({ startDate: day(startDate), endDate: day(endDate) });
  const share = percentage !== null && percentage !== undefined ? { share: { exact: percentage } } : {};
  const main: BodsInterest = {
    type: INTEREST_OF[type] ?? 'otherInfluenceOrControl',
    directOrIndirect: 'direct',
    details: type,
    ...share,
    ...dates,
  };
  const interests: BodsInterest[] = [main];
  if (main.type === 'shareholding' && share.share) interests.push({ ...main, type: 'votingRights' });
  const control =
    fields.effectiveControl === true ||
    fields.natureOfInterest === 'control' ||
    fields.natureOfInterest === 'dual';
  if (control && type !== 'controller')
    interests.push({
      type: 'otherInfluenceOrControl',
      directOrIndirect: 'direct',
      details: EFFECTIVE_CONTROL_DETAILS,
      ...dates,
    });
  return interests;
}

/**
 * A link as a relationship statement. With its `periods` (link-periods.ts) each stretch of its history is an
 * interest of its own, dated, so a percentage changed with effect from a day keeps the old one before it.
 */
export function recordDetailsOfRelationship(
  fields: RelationshipFields,
  periods: readonly LinkPeriod[] = [],
): Record<string, unknown> {
  const { subjectId, interestedPartyId } = endsOf(fields);
  const sameEnds = periods.filter((period) => {
    const ends = endsOf(period.fields);
    return ends.subjectId === subjectId && ends.interestedPartyId === interestedPartyId;
  });
  const interests = sameEnds.length
    ? sameEnds.flatMap((period) => interestsOfPeriod(period.fields, period.startDate, period.endDate))
    : interestsOfPeriod(fields, fields.startDate ?? undefined, fields.endDate ?? undefined);
  return {
    isComponent: false,
    subject: entityRecordId(subjectId),
    interestedParty: entityRecordId(interestedPartyId),
    interests,
  };
}
