import type { DocumentType } from './document.schema';
import type { RequiredTrustRole } from './trust-roles';

/**
 * GET /api/compliance/status/{entityId}: the one compliance verdict of a company or trust, which every screen
 * shows (the compliance page's status card and the trust compliance overview agree because both read it).
 */
export interface ComplianceStatusView {
  entityId: number;
  entityType: 'company' | 'trust';
  /** The required trust roles nobody holds; always empty for a company (spec 001 names none). */
  missingRelationships: RequiredTrustRole[];
  /** The required trust documents not present; always empty for a company. */
  missingDocuments: DocumentType[];
  overdueFilings: number;
  checks: { relationshipsComplete: boolean; documentsComplete: boolean; filingsUpToDate: boolean };
  isCompliant: boolean;
}
