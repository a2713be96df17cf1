import type {
  ComplianceFacts as VerdictFacts,
  DocumentView,
  FilingRequirementView,
  RelationshipView,
} from '@ledgerline/contracts';

export { complianceStatus } from '@ledgerline/contracts';

/** The verdict's facts as the routes read them: whole views, which the trust compliance page also lists. */
export interface ComplianceFacts extends VerdictFacts {
  relationships: readonly RelationshipView[];
  documents: readonly DocumentView[];
  filings: readonly FilingRequirementView[];
}
