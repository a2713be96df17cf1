import {
  type BodsImportPreview,
  type BodsImportProblem,
  type BodsImportRow,
  type CreateRelationshipFields,
  createRelationshipSchema,
  type EntityType,
  individualDetailsFieldsSchema,
  OWNERSHIP_TYPES,
} from '@ledgerline/contracts';
import type { ValidateFunction } from 'ajv/dist/2020';
import type { z } from 'zod';
import { type AccountRegisterState, entityLimitOf } from '../../accounts/domain/account-register.state';
import {
  type CreateEntityRequest,
  createEntityRequestSchema,
} from '../../entities/commands/create-entity/create-entity.schema';
import { schemaMessages } from '../bods-schema';
import type { BodsInterest, BodsStatement } from '../bods.types';
import { entityIdOfRecord, OWNER_RECORD_PREFIX } from '../export/bods-ids';
import { mapEntityStatement } from './entity-mapping';
import { mapInterests, type MappedLink } from './interest-mapping';
import { ledgerlineFields } from './ledgerline-annotation';

export interface PlannedEntity {
  key: string;
  request: CreateEntityRequest;
  details: Record<string, unknown> | null;
  existingId: number | null;
}
export interface PlannedLink {
  sourceKey: string;
  targetKey: string;
  fields: CreateRelationshipFields;
  existingId: number | null;
}
export interface ImportPlan {
  entities: PlannedEntity[];
  links: PlannedLink[];
  preview: BodsImportPreview;
}

const normalised = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s+/g, '').toLowerCase() : '';
const issues = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; ');

/** Registration numbers (companies, trusts) and ID numbers (individuals) already in the register. */
function registerIndex(state: AccountRegisterState): Map<string, number> {
  const index = new Map<string, number>();
  for (const [id, entity] of state.entities) {
    const number =
      entity.type === 'individual' ? entity.details?.idNumber : entity.profile.registrationNumber;
    if (normalised(number)) index.set(`${entity.type}:${normalised(number)}`, id);
  }
  return index;
}

/**
 * What a BODS 0.4 package would do to the account's register (docs/decisions/0030): the latest statement of each
 * record counts; entities are matched by the recordId of an earlier Ledgerline export, then by registration or ID
 * number, else created; relationships become the links their interests mean. Pure: decided again on the state
 * the apply appends to.
 */
export function planImport(
  input: unknown[],
  state: AccountRegisterState,
  validate: ValidateFunction,
): ImportPlan {
  const problems: BodsImportProblem[] = [];
  const rows: BodsImportRow[] = [];
  const latest = new Map<string, BodsStatement>();
  input.forEach((raw, index) => {
    const statementId = String((raw as { statementId?: unknown })?.statementId ?? `#${index + 1}`);
    if (!validate(raw)) return problems.push({ statementId, message: schemaMessages(validate.errors) });
    latest.set((raw as BodsStatement).recordId, raw as BodsStatement);
  });
  const index = registerIndex(state);
  const entities = new Map<string, PlannedEntity & { type: EntityType; name: string }>();
  const skippedRecords = new Set<string>();
  const row = (s: BodsStatement, r: Omit<BodsImportRow, 'statementId' | 'recordId' | 'recordType'>) =>
    rows.push({ statementId: s.statementId, recordId: s.recordId, recordType: s.recordType, ...r });

  for (const statement of latest.values()) {
    if (statement.recordType === 'relationship') continue;
    const mapped = mapEntityStatement(statement);
    const { type, fields, notes } = mapped;
    if (statement.recordStatus === 'closed') {
      skippedRecords.add(statement.recordId);
      row(statement, {
        action: 'skip',
        kind: type,
        name: fields.name,
        matchedId: null,
        notes: ['closed record'],
      });
      continue;
    }
    const request = createEntityRequestSchema.safeParse({ ...fields, type });
    const details = mapped.details ? individualDetailsFieldsSchema.partial().safeParse(mapped.details) : null;
    if (!request.success || (details && !details.success)) {
      problems.push({
        statementId: statement.statementId,
        message: [request.error, details?.error].flatMap((e) => (e ? [issues(e)] : [])).join('; '),
      });
      continue;
    }
    const byRecord = entityIdOfRecord(statement.recordId);
    const number = type === 'individual' ? mapped.details?.idNumber : fields.registrationNumber;
    const existingId =
      byRecord !== null && state.entities.get(byRecord)?.type === type
        ? byRecord
        : (index.get(`${type}:${normalised(number)}`) ?? null);
    entities.set(statement.recordId, {
      key: statement.recordId,
      type,
      name: fields.name,
      request: request.data,
      // Only the fields the statement gave: the schema's defaults would record facts nobody stated.
      details: mapped.details
        ? Object.fromEntries(
            Object.keys(mapped.details).map((key) => [key, (details!.data as Record<string, unknown>)[key]]),
          )
        : null,
      existingId,
    });
    const action = existingId === null ? 'create' : 'match';
    row(statement, { action, kind: type, name: fields.name, matchedId: existingId, notes });
  }

  const links: PlannedLink[] = [];
  for (const statement of latest.values()) {
    if (statement.recordType !== 'relationship') continue;
    const planned = planLinks(statement, entities, skippedRecords, state);
    if ('problem' in planned) problems.push({ statementId: statement.statementId, message: planned.problem });
    else {
      links.push(...planned.links);
      const kind = planned.links.map((l) => l.fields.type).join(', ') || 'relationship';
      const matched = planned.links.length > 0 && planned.links.every((l) => l.existingId !== null);
      row(statement, {
        action: planned.links.length === 0 ? 'skip' : matched ? 'match' : 'create',
        kind,
        name: planned.name,
        matchedId: matched ? planned.links[0].existingId : null,
        notes: planned.notes,
      });
    }
  }
  markOverAllocations(links, rows);
  return {
    entities: [...entities.values()],
    links,
    preview: previewOf(input.length, [...entities.values()], links, rows, problems, state),
  };
}

type Planned = { links: PlannedLink[]; notes: string[]; name: string } | { problem: string };

function planLinks(
  statement: BodsStatement,
  entities: Map<string, PlannedEntity & { type: EntityType; name: string }>,
  skipped: Set<string>,
  state: AccountRegisterState,
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
  if (details.componentRecords?.length)
    return skip('indirect relationship: its component relationships are imported instead');
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
  const links: PlannedLink[] = [];
  for (const link of mapped.links) {
    const reversed = link.type === 'subsidiary';
    const sourceKey = reversed ? subject.key : party.key;
    const targetKey = reversed ? party.key : subject.key;
    const parsed = createRelationshipSchema.safeParse({
      sourceEntityId: 1,
      targetEntityId: 2,
      type: link.type,
      ownershipPercentage: link.ownershipPercentage,
      startDate: link.startDate,
      endDate: link.endDate,
      effectiveControl: link.effectiveControl,
      notes: link.notes.join('\n') || null,
      ...(own ? withoutLinkKeys(own) : {}),
    });
    if (!parsed.success) return { problem: issues(parsed.error) };
    const source = reversed ? subject.existingId : party.existingId;
    const target = reversed ? party.existingId : subject.existingId;
    const existing = [...state.relationships].find(
      ([, r]) =>
        r.sourceEntityId === source && r.targetEntityId === target && r.relationshipType === link.type,
    );
    links.push({ sourceKey, targetKey, fields: parsed.data, existingId: existing?.[0] ?? null });
  }
  return { links, notes: mapped.notes, name };
}

type PlannedEnd = PlannedEntity & { type: EntityType; name: string };

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

/** Joint or overlapping holdings can state more than 100% of a company: kept, with the reason BODS gives. */
function markOverAllocations(links: PlannedLink[], rows: BodsImportRow[]): void {
  const totals = new Map<string, number>();
  const held = (link: PlannedLink) => (link.fields.type === 'subsidiary' ? link.sourceKey : link.targetKey);
  const owning = links.filter(
    (l) => OWNERSHIP_TYPES.includes(l.fields.type) && l.fields.type !== 'beneficiary' && !l.fields.endDate,
  );
  for (const link of owning)
    totals.set(held(link), (totals.get(held(link)) ?? 0) + (link.fields.ownershipPercentage ?? 0));
  for (const link of owning) {
    const total = totals.get(held(link))!;
    if (total <= 100.005 || link.fields.overAllocationReason) continue;
    link.fields.overAllocationReason = `Imported from BODS: the holdings stated add up to ${Math.round(total * 100) / 100}% (joint or overlapping interests)`;
    const subjectRows = rows.filter((r) => r.recordType !== 'relationship' && r.recordId === held(link));
    for (const r of subjectRows)
      if (!r.notes.some((n) => n.startsWith('holdings add up')))
        r.notes.push(
          `holdings add up to ${Math.round(total * 100) / 100}%: recorded as an over-allocation with its reason`,
        );
  }
}

function previewOf(
  statements: number,
  entities: (PlannedEntity & { type: EntityType })[],
  links: PlannedLink[],
  rows: BodsImportRow[],
  problems: BodsImportProblem[],
  state: AccountRegisterState,
): BodsImportPreview {
  const created = entities.filter((e) => e.existingId === null);
  const count = (type: EntityType) => created.filter((e) => e.type === type).length;
  const newLinks = links.filter((l) => l.existingId === null).length;
  const entityLimit = entityLimitOf(state);
  const entitiesAfter = state.entities.size + created.length;
  const relationshipsAfter = state.relationships.size + newLinks;
  const withinLimit = entitiesAfter <= entityLimit && relationshipsAfter <= entityLimit;
  return {
    statements,
    create: {
      companies: count('company'),
      individuals: count('individual'),
      trusts: count('trust'),
      relationships: newLinks,
    },
    match: { entities: entities.length - created.length, relationships: links.length - newLinks },
    skipped: rows.filter((r) => r.action === 'skip').length,
    rows,
    problems,
    planLimit: {
      entityLimit,
      entitiesAfter,
      relationshipsAfter,
      withinLimit,
      message: withinLimit
        ? null
        : `You've reached your limit of ${entityLimit} ${entitiesAfter > entityLimit ? 'entities' : 'relationships'}. Upgrade your plan to add more.`,
    },
  };
}
