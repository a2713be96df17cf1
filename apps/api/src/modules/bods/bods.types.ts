/** The parts of a BODS 0.4 statement this module writes and reads (the schema in schema/ is the authority). */
export type RecordType = 'entity' | 'person' | 'relationship';
export type RecordStatus = 'new' | 'updated' | 'closed';

export interface BodsUnspecified {
  reason: string;
  description?: string;
}

export interface BodsIdentifier {
  id?: string;
  scheme?: string;
  schemeName?: string;
  uri?: string;
}

export interface BodsShare {
  exact?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface BodsInterest {
  type?: string;
  directOrIndirect?: 'direct' | 'indirect' | 'unknown';
  beneficialOwnershipOrControl?: boolean;
  details?: string;
  share?: BodsShare;
  startDate?: string;
  endDate?: string;
}

export interface BodsAnnotation {
  statementPointerTarget: string;
  motivation: string;
  description?: string;
  createdBy?: { name?: string; uri?: string };
  [custom: string]: unknown;
}

export interface BodsStatement {
  statementId: string;
  statementDate: string;
  declarationSubject: string;
  recordId: string;
  recordType: RecordType;
  recordStatus?: RecordStatus;
  recordDetails: Record<string, unknown>;
  publicationDetails?: {
    publicationDate: string;
    bodsVersion: string;
    publisher: { name?: string; url?: string };
  };
  source?: { type?: string[]; description?: string };
  annotations?: BodsAnnotation[];
}

export const PUBLISHER = 'Ledgerline';
export const BODS_VERSION = '0.4';

/** The annotation that carries the register's fields BODS has no place for, so a round trip keeps them. */
export const LEDGERLINE_ANNOTATION = 'Ledgerline register fields';
