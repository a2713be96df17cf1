import type { DocumentType } from './document.schema';
import type { RequiredTrustRole } from './trust-roles';

/** GET /api/compliance/trusts/{id}: the trust's compliance page, as the API answers it. */
export interface TrustComplianceView {
  trust: { id: number; name: string; registrationNumber: string | null };
  relationships: {
    isValid: boolean;
    missingRelationships: string[];
    counts: Record<RequiredTrustRole, number>;
  };
  requiredDocumentTypes: readonly DocumentType[];
  documents: {
    id: number;
    documentType: string;
    filename: string;
    validationStatus: string;
    uploadDate: string;
  }[];
  missingDocuments: DocumentType[];
  filingRequirements: {
    id: number;
    requirementType: string;
    status: string;
    dueDate: string;
    /** From a tax season SARS has not published yet (docs/decisions/0026). */
    provisional?: boolean;
  }[];
  overdueFilings: number;
  checks: { relationshipsComplete: boolean; documentsComplete: boolean; filingsUpToDate: boolean };
  isCompliant: boolean;
}
