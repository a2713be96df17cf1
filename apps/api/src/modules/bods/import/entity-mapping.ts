import type { EntityType } from '@ledgerline/contracts';
import { TRUST_NUMBER_PATTERN, TRUST_TYPES } from '@ledgerline/contracts';
import type { BodsIdentifier, BodsStatement } from '../bods.types';
import { CIPC_SCHEME, MASTER_SCHEME_NAME, SA_ID_SCHEME, TAX_SCHEME_NAME } from '../export/bods-records';
import { ledgerlineFields } from './ledgerline-annotation';

/** What one entity or person statement asks the register to hold, before the shared schemas check it. */
export interface MappedEntity {
  type: EntityType;
  fields: Record<string, unknown> & { name: string };
  details: Record<string, unknown> | null;
  notes: string[];
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const FULL_DAY = /^\d{4}-\d{2}-\d{2}$/;

const UNKNOWN_NAME: Record<string, string> = {
  anonymousEntity: 'Anonymous entity',
  unknownEntity: 'Unknown entity',
  anonymousPerson: 'Anonymous person',
  unknownPerson: 'Unknown person',
};

const identifiersOf = (details: Record<string, unknown>): BodsIdentifier[] =>
  Array.isArray(details.identifiers) ? (details.identifiers as BodsIdentifier[]) : [];

function unspecifiedName(kind: string, details: Record<string, unknown>, recordId: string): string {
  const unspecified = (details.unspecifiedEntityDetails ?? details.unspecifiedPersonDetails) as
    { reason?: string } | undefined;
  return `${UNKNOWN_NAME[kind]} (${unspecified?.reason ?? recordId})`.slice(0, 200);
}

function mapPerson(statement: BodsStatement, notes: string[]): MappedEntity {
  const details = statement.recordDetails;
  const personType = String(details.personType);
  const names = Array.isArray(details.names) ? (details.names as { type?: string; fullName?: string }[]) : [];
  const legal = names.find((n) => n.type === 'legal') ?? names[0];
  let name = str(legal?.fullName);
  if (!name || personType !== 'knownPerson') {
    if (personType !== 'knownPerson')
      notes.push(`${personType} recorded as an individual named '${name ?? UNKNOWN_NAME[personType]}'`);
    name ??= unspecifiedName(personType, details, statement.recordId);
  }
  const person: Record<string, unknown> = {};
  for (const identifier of identifiersOf(details)) {
    const id = str(identifier.id);
    if (!id) continue;
    if (identifier.schemeName === TAX_SCHEME_NAME) person.taxNumber ??= id;
    else if (person.idNumber === undefined) {
      person.idNumber = id;
      const scheme = identifier.scheme ?? '';
      person.idType =
        scheme === SA_ID_SCHEME
          ? 'sa_id'
          : /PASSPORT/i.test(scheme + (identifier.schemeName ?? ''))
            ? 'passport'
            : 'other';
    }
  }
  const birthDate = str(details.birthDate);
  if (birthDate && FULL_DAY.test(birthDate)) person.dateOfBirth = birthDate;
  else if (birthDate) notes.push(`birth date '${birthDate}' is not a full date; not recorded`);
  const nationality = (details.nationalities as { name?: string }[] | undefined)?.[0]?.name;
  if (str(nationality)) person.nationality = str(nationality);
  const address = (details.addresses as { address?: string }[] | undefined)?.find((a) =>
    str(a.address),
  )?.address;
  if (address) person.residentialAddress = address;
  return { type: 'individual', fields: { name }, details: Object.keys(person).length ? person : null, notes };
}

/** Kinds Ledgerline does not model map to the closest one, with a note that says so. */
function kindOf(entityType: { type?: string; subtype?: string }, notes: string[]): 'company' | 'trust' {
  const { type = 'unknownEntity', subtype } = entityType;
  if (type === 'arrangement' || (type === 'legalEntity' && subtype === 'trust')) {
    if (subtype !== 'trust') notes.push(`${type}${subtype ? ` (${subtype})` : ''} recorded as a trust`);
    return 'trust';
  }
  if (type !== 'registeredEntity')
    notes.push(`${type}${subtype ? ` (${subtype})` : ''} recorded as a company`);
  return 'company';
}

function mapEntity(statement: BodsStatement, notes: string[]): MappedEntity {
  const details = statement.recordDetails;
  const entityType = (details.entityType ?? {}) as { type?: string; subtype?: string; details?: string };
  const type = kindOf(entityType, notes);
  const name =
    str(details.name) ?? unspecifiedName(entityType.type ?? 'unknownEntity', details, statement.recordId);
  const fields: MappedEntity['fields'] = { name };
  const identifiers = identifiersOf(details).filter((i) => str(i.id));
  const registration =
    identifiers.find((i) => i.scheme === CIPC_SCHEME || i.schemeName === MASTER_SCHEME_NAME) ??
    identifiers.find((i) => i.schemeName !== TAX_SCHEME_NAME);
  const tax = identifiers.find((i) => i.schemeName === TAX_SCHEME_NAME);
  if (registration) {
    const number = str(registration.id)!;
    if (type === 'trust' && !TRUST_NUMBER_PATTERN.test(number))
      notes.push(`trust reference '${number}' is not a Master's number (IT/MT######); kept in the notes`);
    else fields.registrationNumber = number;
  }
  if (tax) fields.taxId = str(tax.id);
  const jurisdiction = (details.jurisdiction as { name?: string } | undefined)?.name;
  if (str(jurisdiction)) fields.country = str(jurisdiction);
  const address = (details.addresses as { address?: string }[] | undefined)?.find((a) =>
    str(a.address),
  )?.address;
  if (address) fields.address = address;
  const founded = str(details.foundingDate);
  if (founded) fields[type === 'trust' ? 'trustDeedDate' : 'incorporationDate'] = founded;
  if (type === 'trust') {
    const trustType = TRUST_TYPES.find((t) => t === entityType.details);
    fields.trustType = trustType ?? 'discretionary';
    if (!trustType) notes.push("trust type not stated; recorded as 'discretionary'");
  }
  const kept = identifiers.filter((i) => i !== registration && i !== tax);
  const unplaced = [...kept, ...(fields.registrationNumber || !registration ? [] : [registration])];
  if (unplaced.length)
    fields.notes = `Identifiers from BODS: ${unplaced.map((i) => `${i.scheme ?? i.schemeName}: ${i.id}`).join('; ')}`;
  return { type, fields, details: null, notes };
}

/** A BODS entity or person statement as Ledgerline fields; our own exports also carry their exact fields. */
export function mapEntityStatement(statement: BodsStatement): MappedEntity {
  const notes: string[] = [];
  const mapped =
    statement.recordType === 'person' ? mapPerson(statement, notes) : mapEntity(statement, notes);
  const own = ledgerlineFields(statement);
  if (!own) return mapped;
  const type = (own.entityType as EntityType | undefined) ?? mapped.type;
  const profile = (own.profile as Record<string, unknown> | undefined) ?? {};
  return {
    type,
    fields: { ...mapped.fields, ...withoutNulls(profile), name: String(profile.name ?? mapped.fields.name) },
    details: own.details ? withoutNulls(own.details as Record<string, unknown>) : mapped.details,
    notes: [],
  };
}

const withoutNulls = (record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));
