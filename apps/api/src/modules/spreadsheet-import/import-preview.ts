import type {
  ImportKind,
  ImportPlanLimit,
  ImportReportRow,
  ImportRowOutcome,
  SpreadsheetImportReport,
} from '@ledgerline/contracts';
import { type AccountRegisterState, entityLimitOf } from '../accounts/domain/account-register.state';
import { limitReached } from '../accounts/domain/plan-limits';
import { entityLimitReached } from '../entities/domain/register-entity.decider';
import { IMPORT_COLUMNS, isEntityKind } from './import-columns';
import { planSheets, sheetKinds } from './import-plan';
import type { PlannedRow } from './import-plan.types';
import { decideRows, type RowIds } from './spreadsheet-import.decider';
import type { ParsedSheet } from './spreadsheet-reader';

/** Ids far above any the allocator hands out (and below 2^32, where the register's id maps are flat), so a dry run
 * decides every row without taking a real id. */
const PROVISIONAL_ID_BASE = 2 ** 31;

const FIELD_COLUMNS: Record<string, string> = {
  sourceEntityId: 'source',
  targetEntityId: 'target',
  ownerEntityId: 'owner',
  relationshipType: 'type',
};

function headerFor(kind: ImportKind, field: string | undefined): string | null {
  if (!field) return null;
  const wanted = FIELD_COLUMNS[field] ?? field;
  return IMPORT_COLUMNS[kind].find((column) => column.field === wanted)?.header ?? null;
}

export function planLimitOf(rows: PlannedRow[], state: AccountRegisterState): ImportPlanLimit {
  const creating = (test: (row: PlannedRow) => boolean) =>
    rows.filter((row) => row.action === 'create' && test(row)).length;
  const entityLimit = entityLimitOf(state);
  const entitiesAfter = state.entities.size + creating((row) => isEntityKind(row.kind));
  const relationshipsAfter = state.relationships.size + creating((row) => row.kind === 'relationships');
  const assetsAfter = state.assets.size + creating((row) => row.kind === 'assets');
  const message =
    entitiesAfter > entityLimit
      ? entityLimitReached(entityLimit).message
      : relationshipsAfter > entityLimit
        ? limitReached(entityLimit, 'relationships').message
        : assetsAfter > entityLimit
          ? limitReached(entityLimit, 'assets').message
          : null;
  return {
    entityLimit,
    entitiesAfter,
    relationshipsAfter,
    assetsAfter,
    withinLimit: message === null,
    message,
  };
}

/** Rows the register itself refuses (share allocation past 100%, a link type already used...) become problems. */
export function markRefusals(rows: PlannedRow[], state: AccountRegisterState, today: string): void {
  const ids: RowIds = {};
  rows.forEach((row, index) => {
    if (row.action === 'create') ids[row.key] = PROVISIONAL_ID_BASE + index;
  });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (const decided of decideRows(rows, ids, { actorUserId: 0, today }, state).rows) {
    if (!decided.refusal) continue;
    const row = byKey.get(decided.key)!;
    row.action = 'problem';
    const details = decided.refusal.errors?.length
      ? decided.refusal.errors
      : [{ field: undefined, message: decided.refusal.message }];
    for (const problem of details)
      row.problems.push({ column: headerFor(row.kind, problem.field), message: problem.message });
  }
}

export function reportRowOf(
  row: PlannedRow,
  outcome: ImportRowOutcome,
  recordId?: number | null,
): ImportReportRow {
  return {
    kind: row.kind,
    row: row.row,
    label: row.label,
    action: row.action,
    recordId: recordId ?? row.existingId,
    note: row.note,
    problems: row.problems,
    outcome,
  };
}

export function reportOf(
  kind: ImportKind,
  sheets: ImportKind[],
  rows: PlannedRow[],
  planLimit: ImportPlanLimit,
  outcomes: (row: PlannedRow) => { outcome: ImportRowOutcome; recordId?: number | null } = () => ({
    outcome: 'pending',
  }),
): SpreadsheetImportReport {
  const count = (action: PlannedRow['action']) => rows.filter((row) => row.action === action).length;
  return {
    kind,
    sheets,
    counts: { create: count('create'), match: count('match'), problem: count('problem') },
    planLimit,
    rows: rows.map((row) => {
      const { outcome, recordId } = outcomes(row);
      return reportRowOf(row, outcome, recordId);
    }),
  };
}

/** The dry run: the file's rows planned and decided on the current register, nothing written. */
export function previewImport(
  kind: ImportKind,
  sheets: ParsedSheet[],
  state: AccountRegisterState,
  today: string,
): { rows: PlannedRow[]; report: SpreadsheetImportReport } {
  const rows = planSheets(sheets, state);
  const planLimit = planLimitOf(rows, state);
  // Over the limit nothing is written; deciding each row would only repeat the limit on every one.
  if (planLimit.withinLimit) markRefusals(rows, state, today);
  return { rows, report: reportOf(kind, sheetKinds(sheets), rows, planLimitOf(rows, state)) };
}
