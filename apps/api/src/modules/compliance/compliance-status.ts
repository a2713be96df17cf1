import {
  type ComplianceStatusView,
  type DocumentView,
  type FilingRequirementView,
  missingTrustRoles,
  REQUIRED_TRUST_DOCUMENTS,
  type RelationshipView,
} from '@ledgerline/contracts';

/** What the verdict reads of an entity: the links into it, its documents and its filings. */
export interface ComplianceFacts {
  relationships: readonly RelationshipView[];
  documents: readonly DocumentView[];
  filings: readonly FilingRequirementView[];
  /** The account's day: a role whose link ended before it is no longer held. */
  today: string;
}

const presentDocumentTypes = (documents: readonly DocumentView[]) =>
  new Set(
    documents
      .filter((d) => d.validationStatus !== 'invalid' && d.validationStatus !== 'expired')
      .map((d) => d.documentType),
  );

/**
 * Spec 001 section 4, the one rule: a trust is compliant only when a founder, a trustee and a beneficiary are
 * linked, its four required documents are present and no filing is overdue; a company (for which the spec
 * requires no roles or documents) only when no filing is overdue. A trust without parties needs attention.
 */
export function complianceStatus(
  entity: { id: number; type: ComplianceStatusView['entityType'] },
  facts: ComplianceFacts,
): ComplianceStatusView {
  const isTrust = entity.type === 'trust';
  const missingRelationships = isTrust ? missingTrustRoles(entity.id, facts.relationships, facts.today) : [];
  const present = presentDocumentTypes(facts.documents);
  const missingDocuments = isTrust ? REQUIRED_TRUST_DOCUMENTS.filter((type) => !present.has(type)) : [];
  const overdueFilings = facts.filings.filter((f) => f.isOverdue).length;
  const checks = {
    relationshipsComplete: missingRelationships.length === 0,
    documentsComplete: missingDocuments.length === 0,
    filingsUpToDate: overdueFilings === 0,
  };
  return {
    entityId: entity.id,
    entityType: entity.type,
    missingRelationships,
    missingDocuments,
    overdueFilings,
    checks,
    isCompliant: checks.relationshipsComplete && checks.documentsComplete && checks.filingsUpToDate,
  };
}
