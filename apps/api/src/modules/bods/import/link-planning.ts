import { createRelationshipSchema, OWNERSHIP_TYPES, type RelationshipType } from '@ledgerline/contracts';
import { DECLARED_INDIRECT } from '@ledgerline/ownership';
import { type AccountRegisterState, linksAt } from '../../accounts/domain/account-register.state';
import type { CreateEntityRequest } from '../../entities/commands/create-entity/create-entity.schema';
import type { BodsInterest, BodsStatement } from '../bods.types';
import { entityIdOfRecord, OWNER_RECORD_PREFIX } from '../export/bods-ids';
import { issues, type PlannedEnd, type PlannedLink } from './import-plan.types';
import { mapInterests, type MappedLink } from './interest-mapping';
import { ledgerlineFields } from './ledgerline-annotation';
import { shareHistory } from './share-history';
import { isReversedLink } from '../reversed-links';

export type Planned = { links: PlannedLink[]; notes: string[]; name: string } | { problem: string };

/** The links one relationship statement asks for, a note why it asks for none, or the problem it has. */
export function planLinks(
  statement: BodsStatement,
  entities: Map<string, PlannedEnd>,
  skipped: Set<string>,
  state: AccountRegisterState,
  /** `party>subject` of the file's relationship statements without components: the links they state. */
  statedPairs: ReadonlySet<string> = new Set(),
): Planned {
  const details = statement.recordDetails as {
    subject: unknown;
    interestedParty: unknown;
    interests?: BodsInterest[];
    componentRecords?: string[];
  };
  const skip = (note: string, name = statement.recordId): Planned => ({ links: [], notes: [note], name });
  if (statement.recordId.startsWith(OWNER_RECORD_PREFIX))
    return skip('computed beneficial owner: computed again from the imported links');
  if (typeof details.subject !== 'string')
    return skip(`subject not specified (${reasonOf(details.subject)})`);
  if (typeof details.interestedParty !== 'string')
    return skip(`interested party not specified (${reasonOf(details.interestedParty)}): nothing to record`);
  const subject = endOf(details.subject, entities, state);
  const party = endOf(details.interestedParty, entities, state);
  if (skipped.has(details.subject) || skipped.has(details.interestedParty))
    return skip('an end of the relationship is a closed record');
  // Valid BODS may point at records published elsewhere: the link is left out, never the whole file.
  if (!subject || !party) {
    const missing = !subject ? details.subject : details.interestedParty;
    return skip(`'${missing}' is stated neither in this file nor in the register; not recorded`);
  }
  if (subject.type === 'individual')
    return skip(`subject '${details.subject}' is a person, not an entity; not recorded`);
  const name = `${party.name} in ${subject.name}`;
  const own = ledgerlineFields(statement);
  if (statement.recordStatus === 'closed' && (own?.removed === true || (!own && !hasEnd(details.interests))))
    return skip('closed relationship (removed, not ended)', name);
  const mapped = own ? { links: [ownLink(own)], notes: [] } : mapInterests(details.interests ?? []);
  if (details.componentRecords?.length) {
    // Its components are imported too; what it declares beyond them is kept as declared (docs/decisions/0080).
    const stated = statedPairs.has(`${details.interestedParty}>${details.subject}`);
    mapped.links = mapped.links.filter((link) => link.declaredIndirect || !stated);
    if (mapped.links.length === 0)
      return skip('indirect relationship: its component relationships are imported instead', name);
  }
  const links: PlannedLink[] = [];
  for (const link of mapped.links) {
    const changes = OWNERSHIP_TYPES.includes(link.type) ? shareHistory(link, details.interests ?? []) : [];
    // A share on a link type that holds none (a nominee's 'other' link) is kept in the link's notes, not dropped.
    const holdsShares = OWNERSHIP_TYPES.includes(link.type as RelationshipType);
    if (!holdsShares && link.ownershipPercentage !== null) {
      const note = `${link.ownershipPercentage}% stated for a ${link.type} link, which holds no shares`;
      link.notes.push(note);
      mapped.notes.push(note);
    }
    const reversed = isReversedLink(link.type);
    const sourceKey = reversed ? subject.key : party.key;
    const targetKey = reversed ? party.key : subject.key;
    const parsed = createRelationshipSchema.safeParse({
      sourceEntityId: 1,
      targetEntityId: 2,
      type: link.type,
      ownershipPercentage: holdsShares ? link.ownershipPercentage : null,
      startDate: link.startDate,
      endDate: link.endDate,
      effectiveControl: link.effectiveControl,
      notes: link.notes.join('\n') || null,
      ownershipCategory: link.declaredIndirect ? DECLARED_INDIRECT : null,
      ...(own ? withoutLinkKeys(own) : {}),
    });
    if (!parsed.success) return { problem: issues(parsed.error) };
    const source = reversed ? subject.existingId : party.existingId;
    const target = reversed ? party.existingId : subject.existingId;
    const existing = (source === null ? [] : linksAt(state, source)).find(
      ([, r]) =>
        r.sourceEntityId === source &&
        r.targetEntityId === target &&
        r.relationshipType === link.type &&
        (r.ownershipCategory === DECLARED_INDIRECT) === link.declaredIndirect,
    );
    links.push({
      sourceKey,
      targetKey,
      fields: parsed.data,
      existingId: existing?.[0] ?? null,
      ...(changes.length ? { changes } : {}),
    });
  }
  return { links, notes: mapped.notes, name };
}

/** A record of the file, else one of the register named by the recordId of an earlier Ledgerline export. */
function endOf(
  recordId: string,
  entities: Map<string, PlannedEnd>,
  state: AccountRegisterState,
): PlannedEnd | null {
  const planned = entities.get(recordId);
  if (planned) return planned;
  const id = entityIdOfRecord(recordId);
  const known = id === null ? undefined : state.entities.get(id);
  if (!known || id === null) return null;
  const placeholder = { name: String(known.profile.name), type: known.type } as CreateEntityRequest;
  return {
    key: recordId,
    type: known.type,
    name: String(known.profile.name),
    request: placeholder,
    details: null,
    existingId: id,
  };
}

const reasonOf = (value: unknown) => (value as { reason?: string } | null)?.reason ?? 'no reason';
const hasEnd = (interests: BodsInterest[] | undefined) => (interests ?? []).some((i) => i.endDate);

function ownLink(own: Record<string, unknown>): MappedLink {
  return {
    type: own.relationshipType as MappedLink['type'],
    ownershipPercentage: (own.ownershipPercentage as number | null) ?? null,
    startDate: (own.startDate as string | null) ?? null,
    endDate: (own.endDate as string | null) ?? null,
    effectiveControl: (own.effectiveControl as boolean | null) ?? null,
    declaredIndirect: own.ownershipCategory === DECLARED_INDIRECT,
    notes: [],
  };
}

const LINK_KEYS = [
  'notes',
  'isActive',
  'ownershipCategory',
  'natureOfInterest',
  'trustBenefitType',
  'overAllocationReason',
];
const withoutLinkKeys = (own: Record<string, unknown>) =>
  Object.fromEntries(LINK_KEYS.filter((key) => own[key] !== undefined).map((key) => [key, own[key]]));
