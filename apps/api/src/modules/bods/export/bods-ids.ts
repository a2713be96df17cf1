import { createHash } from 'node:crypto';

/** Record ids are the register's own ids (installation-wide), so a later import can tell them again. */
export const entityRecordId = (entityId: number): string => `ledgerline-entity-${entityId}`;
export const relationshipRecordId = (relationshipId: number): string =>
  `ledgerline-relationship-${relationshipId}`;
/** A computed beneficial owner of a company or trust: derived, never imported back as a link. */
export const ownerRecordId = (subjectId: number, individualId: number): string =>
  `ledgerline-bo-${subjectId}-${individualId}`;
export const OWNER_RECORD_PREFIX = 'ledgerline-bo-';

export const entityIdOfRecord = (recordId: string): number | null => {
  const match = /^ledgerline-entity-(\d{1,15})$/.exec(recordId);
  return match ? Number(match[1]) : null;
};

/**
 * A UUID-shaped statement id (version 5 layout) hashed from what identifies the statement: the account, the
 * declaration, the record and the revision of the register it describes. The same register exports the same
 * ids, however often it is exported.
 */
export function statementIdOf(...parts: (string | number)[]): string {
  const hex = createHash('sha256')
    .update(['ledgerline-bods', ...parts].join('|'))
    .digest('hex')
    .slice(0, 32)
    .split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
