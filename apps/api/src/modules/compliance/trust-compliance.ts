import {
  type DocumentType,
  type DocumentView,
  type FilingRequirementView,
  holdsTrustRole,
  missingTrustRoles,
  REQUIRED_TRUST_DOCUMENTS,
  REQUIRED_TRUST_ROLES,
  type RelationshipView,
} from '@ledgerline/contracts';

export interface TrustComplianceView {
  trust: { id: number; name: string; registrationNumber: string | null };
  relationships: {
    isValid: boolean;
    missingRelationships: string[];
    counts: Record<(typeof REQUIRED_TRUST_ROLES)[number], number>;
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
  filingRequirements: { id: number; requirementType: string; status: string; dueDate: string }[];
  overdueFilings: number;
  checks: { relationshipsComplete: boolean; documentsComplete: boolean; filingsUpToDate: boolean };
  isCompliant: boolean;
}

/** Compliant only when the founder/trustee/beneficiary roles, the four documents and the filings are all complete. */
export function trustCompliance(
  trust: TrustComplianceView['trust'],
  relationships: RelationshipView[],
  documents: DocumentView[],
  filings: FilingRequirementView[],
): TrustComplianceView {
  // The same rule as the trust list's `compliance` field (kept by the entities projector).
  const roles = relationships.filter((r) => holdsTrustRole(trust.id, r));
  const counts = Object.fromEntries(
    REQUIRED_TRUST_ROLES.map((role) => [role, roles.filter((r) => r.type === role).length]),
  ) as TrustComplianceView['relationships']['counts'];
  const missingRelationships: string[] = missingTrustRoles(trust.id, relationships);
  const present = new Set(
    documents
      .filter((d) => d.validationStatus !== 'invalid' && d.validationStatus !== 'expired')
      .map((d) => d.documentType),
  );
  const missingDocuments = REQUIRED_TRUST_DOCUMENTS.filter((type) => !present.has(type));
  const overdueFilings = filings.filter((f) => f.isOverdue).length;
  const checks = {
    relationshipsComplete: missingRelationships.length === 0,
    documentsComplete: missingDocuments.length === 0,
    filingsUpToDate: overdueFilings === 0,
  };
  return {
    trust,
    relationships: { isValid: checks.relationshipsComplete, missingRelationships, counts },
    requiredDocumentTypes: REQUIRED_TRUST_DOCUMENTS,
    documents: documents.map((d) => ({
      id: d.id,
      documentType: d.documentType,
      filename: d.filename,
      validationStatus: d.validationStatus,
      uploadDate: d.uploadDate,
    })),
    missingDocuments,
    filingRequirements: filings.map((f) => ({
      id: f.id,
      requirementType: f.requirementType,
      status: f.status,
      dueDate: f.dueDate,
    })),
    overdueFilings,
    checks,
    isCompliant: checks.relationshipsComplete && checks.documentsComplete && checks.filingsUpToDate,
  };
}
