import {
  type DocumentType,
  type DocumentView,
  type FilingRequirementView,
  holdsTrustRole,
  REQUIRED_TRUST_DOCUMENTS,
  REQUIRED_TRUST_ROLES,
  type RelationshipView,
} from '@ledgerline/contracts';
import { complianceStatus } from './compliance-status';

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

/** The trust's view of the one rule (complianceStatus), with the counts and lists its page shows. */
export function trustCompliance(
  trust: TrustComplianceView['trust'],
  relationships: readonly RelationshipView[],
  documents: readonly DocumentView[],
  filings: readonly FilingRequirementView[],
): TrustComplianceView {
  // The same role rule as the trust list's `compliance` field (kept by the entities projector).
  const roles = relationships.filter((r) => holdsTrustRole(trust.id, r));
  const counts = Object.fromEntries(
    REQUIRED_TRUST_ROLES.map((role) => [role, roles.filter((r) => r.type === role).length]),
  ) as TrustComplianceView['relationships']['counts'];
  const status = complianceStatus({ id: trust.id, type: 'trust' }, { relationships, documents, filings });
  return {
    trust,
    relationships: {
      isValid: status.checks.relationshipsComplete,
      missingRelationships: status.missingRelationships,
      counts,
    },
    requiredDocumentTypes: REQUIRED_TRUST_DOCUMENTS,
    documents: documents.map((d) => ({
      id: d.id,
      documentType: d.documentType,
      filename: d.filename,
      validationStatus: d.validationStatus,
      uploadDate: d.uploadDate,
    })),
    missingDocuments: status.missingDocuments,
    filingRequirements: filings.map((f) => ({
      id: f.id,
      requirementType: f.requirementType,
      status: f.status,
      dueDate: f.dueDate,
      ...(f.provisional ? { provisional: true } : {}),
    })),
    overdueFilings: status.overdueFilings,
    checks: status.checks,
    isCompliant: status.isCompliant,
  };
}
