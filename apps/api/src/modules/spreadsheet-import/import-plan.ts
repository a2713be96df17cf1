import type { ImportCellProblem, ImportKind } from '@ledgerline/contracts';
import type { AccountRegisterState } from '../accounts/domain/account-register.state';
import { ENTITY_KIND_TYPES, type EntityKind, isEntityKind } from './import-columns';
import type { PlannedRow } from './import-plan.types';
import { rowKeyOf } from './import-plan.types';
import { FileIndex, RegisterIndex, resolveEntity } from './entity-references';
import { assetFieldsOf, columnOf, entityRequestOf, kindOrder, linkFieldsOf } from './row-fields';
import type { ParsedSheet, SheetRow } from './spreadsheet-reader';

const fold = (text: string): string => text.trim().toLowerCase();

function basicRow(
  sheet: ParsedSheet,
  row: SheetRow,
  label: string,
  problems: ImportCellProblem[],
): PlannedRow {
  return {
    key: rowKeyOf(sheet.kind, row.row),
    kind: sheet.kind,
    row: row.row,
    label,
    action: problems.length ? 'problem' : 'create',
    existingId: null,
    note: null,
    problems,
  };
}

function planEntities(sheet: ParsedSheet & { kind: EntityKind }, register: RegisterIndex, file: FileIndex) {
  const type = ENTITY_KIND_TYPES[sheet.kind];
  const numberField = type === 'individual' ? 'idNumber' : 'registrationNumber';
  const seenNumbers = new Map<string, number>();
  const seenNames = new Map<string, number>();
  return sheet.rows.map((sheetRow) => {
    const { request, problems } = entityRequestOf(sheet, sheetRow);
    const name = sheetRow.cells.name ?? '';
    const number = sheetRow.cells[numberField];
    const planned = basicRow(sheet, sheetRow, name || `Row ${sheetRow.row}`, problems);
    const earlierNumber = number ? seenNumbers.get(fold(number)) : undefined;
    const earlierName = seenNames.get(fold(name));
    if (earlierNumber !== undefined)
      problems.push({ column: columnOf(sheet, numberField), message: `Same number as row ${earlierNumber}` });
    else if (earlierName !== undefined)
      problems.push({ column: columnOf(sheet, 'name'), message: `Same name as row ${earlierName}` });
    if (number) seenNumbers.set(fold(number), sheetRow.row);
    if (name) seenNames.set(fold(name), sheetRow.row);
    if (problems.length || !request) planned.action = 'problem';
    else {
      planned.entity = request;
      const byNumber = (number ? (register.byNumber.get(fold(number)) ?? []) : []).find(
        (id) => register.typeOf(id) === type,
      );
      const byName = (register.byName.get(fold(name)) ?? []).find((id) => register.typeOf(id) === type);
      const existing = byNumber ?? byName;
      if (existing !== undefined) {
        planned.action = 'match';
        planned.existingId = existing;
        planned.note =
          `Already in your register as ${register.nameOf(existing)} (#${existing}), ` +
          `same ${byNumber !== undefined ? (type === 'individual' ? 'ID number' : 'registration number') : 'name'}; not created again`;
      }
    }
    // A repeated number or name keeps pointing at its first row.
    file.add(
      planned,
      earlierNumber === undefined ? number : undefined,
      earlierName === undefined ? name : '',
    );
    return planned;
  });
}

function planLinks(sheet: ParsedSheet, register: RegisterIndex, file: FileIndex): PlannedRow[] {
  const seen = new Map<string, number>();
  return sheet.rows.map((sheetRow) => {
    const { source = '', target = '', type = '' } = sheetRow.cells;
    const { fields, problems } = linkFieldsOf(sheet, sheetRow);
    const planned = basicRow(sheet, sheetRow, `${source} ${type} of ${target}`, problems);
    const ends = (['source', 'target'] as const).map((end) => {
      const text = sheetRow.cells[end];
      if (!text) {
        const message =
          end === 'source' ? 'Source entity must be selected' : 'Target entity must be selected';
        problems.push({ column: columnOf(sheet, end), message });
        return null;
      }
      const resolved = resolveEntity(text, file, register);
      if (resolved.problem) problems.push({ column: columnOf(sheet, end), message: resolved.problem });
      return resolved.ref ?? null;
    });
    const [from, to] = ends;
    if (from && to && JSON.stringify(from) === JSON.stringify(to))
      problems.push({
        column: columnOf(sheet, 'target'),
        message: 'Source and target entities must be different',
      });
    if (problems.length || !fields || !from || !to) {
      planned.action = 'problem';
      return planned;
    }
    const duplicateKey = `${JSON.stringify(from)}|${JSON.stringify(to)}|${String(fields.type)}`;
    const earlier = seen.get(duplicateKey);
    seen.set(duplicateKey, sheetRow.row);
    if (earlier !== undefined) {
      planned.action = 'problem';
      problems.push({ column: columnOf(sheet, 'type'), message: `Same relationship as row ${earlier}` });
      return planned;
    }
    planned.link = { fields, source: from, target: to };
    if ('existingId' in from && 'existingId' in to) {
      const existing = [...(register.state.relationshipIdsByEntity.get(from.existingId) ?? [])].find((id) => {
        const link = register.state.relationships.get(id);
        return link?.targetEntityId === to.existingId && link.relationshipType === fields.type;
      });
      if (existing !== undefined) {
        planned.action = 'match';
        planned.existingId = existing;
        planned.note = `Already in your register (relationship #${existing}); not created again`;
      }
    }
    return planned;
  });
}

function planAssets(sheet: ParsedSheet, register: RegisterIndex, file: FileIndex): PlannedRow[] {
  return sheet.rows.map((sheetRow) => {
    const { fields, problems } = assetFieldsOf(sheet, sheetRow);
    const planned = basicRow(sheet, sheetRow, sheetRow.cells.name ?? `Row ${sheetRow.row}`, problems);
    const owner = sheetRow.cells.owner
      ? resolveEntity(sheetRow.cells.owner, file, register)
      : { problem: 'An owner must be selected' };
    if (owner.problem) problems.push({ column: columnOf(sheet, 'owner'), message: owner.problem });
    if (problems.length || !fields || !owner.ref) {
      planned.action = 'problem';
      return planned;
    }
    planned.asset = { fields, owner: owner.ref };
    const ownerId = 'existingId' in owner.ref ? owner.ref.existingId : null;
    for (const [id, asset] of register.state.assets)
      if (asset.ownerEntityId === ownerId && fold(String(asset.fields.name ?? '')) === fold(planned.label)) {
        planned.action = 'match';
        planned.existingId = id;
        planned.note = `Already in your register (asset #${id}, same owner and name); not created again`;
        break;
      }
    return planned;
  });
}

/**
 * Every row of the file classified as create, match (an existing record: same registration or ID number, or the
 * same name and type) or problem, per cell; entity sheets first so links and assets can name their rows.
 */
export function planSheets(sheets: ParsedSheet[], state: AccountRegisterState): PlannedRow[] {
  const register = new RegisterIndex(state);
  const file = new FileIndex();
  const ordered = [...sheets].sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind));
  return ordered.flatMap((sheet) =>
    isEntityKind(sheet.kind)
      ? planEntities(sheet as ParsedSheet & { kind: EntityKind }, register, file)
      : sheet.kind === 'relationships'
        ? planLinks(sheet, register, file)
        : planAssets(sheet, register, file),
  );
}

export const sheetKinds = (sheets: ParsedSheet[]): ImportKind[] =>
  kindOrder.filter((kind) => sheets.some((sheet) => sheet.kind === kind));
