/** `POST /api/import/bods` (docs/decisions/0030): what a BODS 0.4 file would do to the register, or did. */
export type BodsImportAction = 'create' | 'match' | 'skip';

export interface BodsImportRow {
  statementId: string;
  recordId: string;
  recordType: 'entity' | 'person' | 'relationship';
  action: BodsImportAction;
  /** company, individual, trust, or the relationship type(s) it becomes. */
  kind: string;
  name: string;
  /** The register's record it matched (by recordId of an earlier export, registration or ID number). */
  matchedId: number | null;
  notes: string[];
}

export interface BodsImportProblem {
  statementId: string;
  message: string;
}

export interface BodsImportPreview {
  statements: number;
  create: { companies: number; individuals: number; trusts: number; relationships: number };
  match: { entities: number; relationships: number };
  skipped: number;
  rows: BodsImportRow[];
  /** Any problem blocks the apply: nothing is half-imported. */
  problems: BodsImportProblem[];
  /**
   * What the file states that the register will not hold as stated (a fact left out, or recorded as less), per
   * statement; these do not block the apply (docs/decisions/0080).
   */
  notKept: BodsImportProblem[];
  planLimit: {
    entityLimit: number;
    entitiesAfter: number;
    relationshipsAfter: number;
    withinLimit: boolean;
    message: string | null;
  };
}

export interface BodsImportResult extends BodsImportPreview {
  applied: boolean;
  /** recordId of each statement -> the register's id it created or matched. */
  entityIds: Record<string, number>;
}
