import { type DocumentType, REQUIRED_TRUST_DOCUMENTS } from './document.schema';
import { missingTrustRoles, type RequiredTrustRole, type TrustRoleLink } from './trust-roles';

/** Why an entity needs attention: the parts of the one verdict (all empty or zero when it is compliant). */
export interface ComplianceIssues {
  /** The required trust roles nobody holds; always empty for a company (spec 001 names none). */
  missingRelationships: RequiredTrustRole[];
  /** The required trust documents not present; always empty for a company. */
  missingDocuments: DocumentType[];
  overdueFilings: number;
}

/**
 * GET /api/compliance/status/{entityId}: the one compliance verdict of a company or trust, which every screen
 * shows (the compliance page's status card, the trust compliance overview and the trusts list agree because
 * they all ask complianceStatus; docs/decisions/0076).
 */
export interface ComplianceStatusView extends ComplianceIssues {
  entityId: number;
  entityType: 'company' | 'trust';
  checks: { relationshipsComplete: boolean; documentsComplete: boolean; filingsUpToDate: boolean };
  isCompliant: boolean;
}

/** What the verdict reads of a filing: open (pending, or stored as overdue) and past its due date is overdue. */
export interface FilingDue {
  status: string;
  dueDate: string;
}

export const isFilingOpen = (status: string): boolean => status === 'pending' || status === 'overdue';

export const isFilingOverdue = (filing: FilingDue, today: string): boolean =>
  isFilingOpen(filing.status) && filing.dueDate < today;

/** What the verdict reads of an entity: the links into it, its documents and its filings, on the account's day. */
export interface ComplianceFacts {
  relationships: readonly TrustRoleLink[];
  documents: readonly { documentType: string; validationStatus?: string | null }[];
  filings: readonly FilingDue[];
  today: string;
}

const presentDocumentTypes = (documents: ComplianceFacts['documents']) =>
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
  const overdueFilings = facts.filings.filter((f) => isFilingOverdue(f, facts.today)).length;
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

const dayAfter = (date: string): string =>
  new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The first day after `today` on which one of the open filings becomes overdue without any new fact. */
export function nextFilingOverdue(filings: readonly FilingDue[], today: string): string | null {
  const days = filings
    .filter((f) => isFilingOpen(f.status) && f.dueDate >= today)
    .map((f) => dayAfter(f.dueDate));
  return days.length === 0 ? null : days.reduce((a, b) => (b < a ? b : a));
}
