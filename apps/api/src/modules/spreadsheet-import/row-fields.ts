import {
  createAssetSchema,
  createRelationshipSchema,
  type ImportCellProblem,
  type ImportKind,
  individualDetailsFieldsSchema,
  refineSaId,
} from '@ledgerline/contracts';
import type { z } from 'zod';
import {
  createEntityRequestSchema,
  splitCreateRequest,
} from '../entities/commands/create-entity/create-entity.schema';
import { ENTITY_KIND_TYPES, type EntityKind, IMPORT_COLUMNS } from './import-columns';
import type { ParsedSheet, SheetRow } from './spreadsheet-reader';

/** A day written the South African way (13/03/2015) becomes 2015-03-13; anything else is left to the schema. */
export function isoDay(text: string | undefined): string | undefined {
  const match = text ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text) : null;
  if (!match) return text;
  return `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
}

/** A choice as people type it ("Real estate", "SA ID") as the stored value (`real_estate`, `sa_id`). */
const choice = (text: string | undefined): string | undefined =>
  text
    ?.trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export const columnOf = (sheet: ParsedSheet, field: string): string =>
  sheet.headers[field] ?? IMPORT_COLUMNS[sheet.kind].find((c) => c.field === field)?.header ?? field;

function problemsOf(sheet: ParsedSheet, error: z.ZodError, fieldMap: Record<string, string> = {}) {
  return error.issues.map((issue): ImportCellProblem => {
    const field = String(issue.path[0] ?? '');
    return { column: field ? columnOf(sheet, fieldMap[field] ?? field) : null, message: issue.message };
  });
}

export interface EntityRequest {
  type: 'company' | 'individual' | 'trust';
  profile: Record<string, unknown> & { name: string };
  details: Record<string, unknown> | null;
}

const DATE_FIELDS = ['incorporationDate', 'dateOfBirth', 'trustDeedDate'];

/** A company, individual or trust row through the shared create schemas (the spec's messages, per cell). */
export function entityRequestOf(
  sheet: ParsedSheet & { kind: EntityKind },
  { cells }: SheetRow,
): { request: EntityRequest | null; problems: ImportCellProblem[] } {
  const { idType, idNumber, ...fields } = cells;
  const input: Record<string, unknown> = { ...fields, type: ENTITY_KIND_TYPES[sheet.kind] };
  for (const field of DATE_FIELDS) if (field in input) input[field] = isoDay(input[field] as string);
  for (const field of ['status', 'trustType', 'companyClassification'])
    if (field in input) input[field] = choice(input[field] as string);
  const parsed = createEntityRequestSchema.safeParse(input);
  const idFields = individualDetailsFieldsSchema
    .pick({ idType: true, idNumber: true })
    .superRefine(refineSaId)
    .safeParse({ idType: choice(idType), idNumber });
  const problems = [
    ...(parsed.success ? [] : problemsOf(sheet, parsed.error)),
    ...(idFields.success ? [] : problemsOf(sheet, idFields.error)),
  ];
  if (!parsed.success || !idFields.success) return { request: null, problems };
  const { type, profile, details } = splitCreateRequest(parsed.data);
  const ids = Object.fromEntries(Object.entries(idFields.data).filter(([, value]) => value !== null));
  const allDetails = { ...(details ?? {}), ...ids };
  return {
    request: { type, profile, details: Object.keys(allDetails).length ? allDetails : null },
    problems,
  };
}

/** The fields of a relationship row without its ends, which are resolved against the file and the register. */
export function linkFieldsOf(
  sheet: ParsedSheet,
  { cells }: SheetRow,
): { fields: Record<string, unknown> | null; problems: ImportCellProblem[] } {
  const status = cells.status?.trim().toLowerCase();
  const problems: ImportCellProblem[] = [];
  if (status && status !== 'active' && status !== 'inactive')
    problems.push({ column: columnOf(sheet, 'status'), message: 'Status must be Active or Inactive' });
  const parsed = createRelationshipSchema.safeParse({
    sourceEntityId: 1,
    targetEntityId: 2,
    type: choice(cells.type),
    ownershipPercentage: cells.ownershipPercentage?.replace(/\s*%$/, ''),
    startDate: isoDay(cells.startDate),
    endDate: isoDay(cells.endDate),
    notes: cells.notes,
    isActive: status !== 'inactive',
  });
  if (!parsed.success) return { fields: null, problems: [...problems, ...problemsOf(sheet, parsed.error)] };
  const { sourceEntityId: _s, targetEntityId: _t, ...fields } = parsed.data;
  return { fields: problems.length ? null : fields, problems };
}

/** An asset row's fields without its owner. */
export function assetFieldsOf(
  sheet: ParsedSheet,
  { cells }: SheetRow,
): { fields: Record<string, unknown> | null; problems: ImportCellProblem[] } {
  const { owner: _owner, ...assetCells } = cells;
  const parsed = createAssetSchema.safeParse({
    ...assetCells,
    type: choice(cells.type),
    status: choice(cells.status),
    acquisitionDate: isoDay(cells.acquisitionDate),
    value: cells.value?.replace(/^R\s*/i, ''),
    ownerEntityId: 1,
  });
  if (!parsed.success) return { fields: null, problems: problemsOf(sheet, parsed.error) };
  const { ownerEntityId: _o, ...fields } = parsed.data;
  return { fields, problems: [] };
}

export const kindOrder: ImportKind[] = ['companies', 'trusts', 'individuals', 'relationships', 'assets'];
