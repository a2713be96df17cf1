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
import { ledgerlineFields } from './ledgerline-annotation';
import { type ImportPlan, issues, type PlannedEnd } from './import-plan.types';
import { markOverAllocations, notKeptOf, previewOf, withoutRepeats } from './import-preview';
import { type Arrangement, arrangementOf } from './arrangements';
import { planRelationships } from './relationship-planning';

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
 * What a BODS 0.4 package would do to the account's register (docs/decisions/0030, 0080): each record's
 * statements count in date order (a relationship's changes become dated links, an entity takes its latest
 * details); entities are matched by the recordId of an earlier Ledgerline export, then by registration or ID
 * number, else created; arrangements other than trusts are carried to their parties; relationships become the
 * links their interests mean. Pure: decided again on the state the apply appends to.
 */
export function planImport(
  input: unknown[],
  state: AccountRegisterState,
  validate: ValidateFunction,
): ImportPlan {
  const problems: BodsImportProblem[] = [];
  const rows: BodsImportRow[] = [];
  const history = new Map<string, BodsStatement[]>();
  input.forEach((raw, index) => {
    const statementId = String((raw as { statementId?: unknown })?.statementId ?? `#${index + 1}`);
    if (!validate(raw)) return problems.push({ statementId, message: schemaMessages(validate.errors) });
    const statement = raw as BodsStatement;
    const statements = history.get(statement.recordId) ?? [];
    history.set(statement.recordId, [...statements, statement]);
  });
  // Stable: statements of one date keep the file's order.
  for (const statements of history.values())
    statements.sort((a, b) => a.statementDate.slice(0, 10).localeCompare(b.statementDate.slice(0, 10)));
  const index = registerIndex(state);
  const entities = new Map<string, PlannedEnd>();
  const arrangements = new Map<string, Arrangement>();
  const skippedRecords = new Set<string>();
  const row = (s: BodsStatement, r: Omit<BodsImportRow, 'statementId' | 'recordId' | 'recordType'>) =>
    rows.push({ statementId: s.statementId, recordId: s.recordId, recordType: s.recordType, ...r });

  for (const statements of history.values()) {
    let statement = statements[statements.length - 1];
    if (statement.recordType === 'relationship') continue;
    const arrangement = arrangementOf(statement);
    if (arrangement) {
      arrangements.set(statement.recordId, arrangement);
      row(statement, {
        action: 'skip',
        kind: `arrangement (${arrangement.kind})`,
        name: arrangement.name,
        matchedId: null,
        notes: [
          `${arrangement.kind === 'arrangement' ? '' : `${arrangement.kind} `}arrangement '${arrangement.name}' is not a register entity (no duties of its own), so not kept as a record: its parties are recorded on what it holds`,
        ],
      });
      continue;
    }
    const open = statements.filter((s) => s.recordStatus !== 'closed');
    const historyNotes: string[] = [];
    // A record closed after earlier statements existed then: it is kept for the history it takes part in.
    if (statement.recordStatus === 'closed' && open.length && !ledgerlineFields(statement)) {
      historyNotes.push(`closed on ${statement.statementDate.slice(0, 10)}: kept for its history`);
      statement = open[open.length - 1];
    }
    const details = new Set(open.map((s) => JSON.stringify(s.recordDetails)));
    if (details.size > 1)
      historyNotes.push(
        `${details.size - 1} earlier version(s) of its details not kept: the latest is recorded`,
      );
    const mapped = mapEntityStatement(statement);
    const { type, fields, notes } = mapped;
    notes.push(...historyNotes);
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
    const personDetails = mapped.details
      ? individualDetailsFieldsSchema.partial().superRefine(refineSaId).safeParse(mapped.details)
      : null;
    if (!request.success || (personDetails && !personDetails.success)) {
      problems.push({
        statementId: statement.statementId,
        message: [request.error, personDetails?.error].flatMap((e) => (e ? [issues(e)] : [])).join('; '),
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
            Object.keys(mapped.details).map((key) => [
              key,
              (personDetails!.data as Record<string, unknown>)[key],
            ]),
          )
        : null,
      existingId,
    });
    const action = existingId === null ? 'create' : 'match';
    row(statement, { action, kind: type, name: fields.name, matchedId: existingId, notes });
  }

  const links = planRelationships(
    [...history.values()].filter((s) => s[0].recordType === 'relationship'),
    { entities, arrangements, skippedRecords, state },
    row,
    problems,
  );
  const unique = withoutRepeats(links);
  markOverAllocations(unique, rows);
  return {
    entities: [...entities.values()],
    links: unique,
    preview: previewOf(input.length, [...entities.values()], unique, rows, problems, state, notKeptOf(rows)),
  };
}
