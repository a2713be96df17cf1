import type { ImportCellProblem, ImportKind, ImportRowAction } from '@ledgerline/contracts';
import type { EntityRequest } from './row-fields';

/** An end of a link or an asset's owner: a record of the register, or an entity row of the same file. */
export type EntityRef = { existingId: number } | { rowKey: string };

/** A row as planned: what the dry run reports and the job applies (kept as JSON in the job's file). */
export interface PlannedRow {
  /** `${kind}:${row}`, unique in the file. */
  key: string;
  kind: ImportKind;
  row: number;
  label: string;
  action: ImportRowAction;
  existingId: number | null;
  note: string | null;
  problems: ImportCellProblem[];
  entity?: EntityRequest;
  link?: { fields: Record<string, unknown>; source: EntityRef; target: EntityRef };
  asset?: { fields: Record<string, unknown>; owner: EntityRef };
}

export const rowKeyOf = (kind: ImportKind, row: number): string => `${kind}:${row}`;
