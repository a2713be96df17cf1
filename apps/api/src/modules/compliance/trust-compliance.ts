import {
  holdsTrustRole,
  REQUIRED_TRUST_DOCUMENTS,
  REQUIRED_TRUST_ROLES,
  type TrustComplianceView,
} from '@ledgerline/contracts';
import { type ComplianceFacts, complianceStatus } from './compliance-status';

/** The trust's view of the one rule (complianceStatus), with the counts and lists its page shows. */
export function trustCompliance(
  trust: TrustComplianceView['trust'],
  { relationships, documents, filings, today }: ComplianceFacts,
): TrustComplianceView {
  // The same role rule as the trust list's `compliance` field (kept by the entities projector).
  const roles = relationships.filter((r) => holdsTrustRole(trust.id, r, today));
  const counts = Object.fromEntries(
    REQUIRED_TRUST_ROLES.map((role) => [role, roles.filter((r) => r.type === role).length]),
  ) as TrustComplianceView['relationships']['counts'];
  const status = complianceStatus(
    { id: trust.id, type: 'trust' },
    { relationships, documents, filings, today },
  );
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
