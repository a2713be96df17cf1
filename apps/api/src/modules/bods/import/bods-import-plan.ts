import {
  type BodsImportProblem,
  type BodsImportRow,
  individualDetailsFieldsSchema,
  refineSaId,
} from '@ledgerline/contracts';
import type { ValidateFunction } from 'ajv/dist/2020';
import type { AccountRegisterState } from '../../accounts/domain/account-register.state';
import { createEntityRequestSchema } from '../../entities/commands/create-entity/create-entity.schema';
import { schemaMessages } from '../bods-schema';
import type { BodsStatement } from '../bods.types';
import { entityIdOfRecord } from '../export/bods-ids';
import { mapEntityStatement } from './entity-mapping';
import { type ImportPlan, issues, type PlannedEnd, type PlannedLink } from './import-plan.types';
import { markOverAllocations, previewOf } from './import-preview';
import { planLinks } from './link-planning';

export type { ImportPlan, PlannedEntity, PlannedLink } from './import-plan.types';

const normalised = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s+/g, '').toLowerCase() : '';

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
 */ export function planImport(
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
  const entities = new Map<string, PlannedEnd>();
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
    const details = mapped.details
      ? individualDetailsFieldsSchema.partial().superRefine(refineSaId).safeParse(mapped.details)
      : null;
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
