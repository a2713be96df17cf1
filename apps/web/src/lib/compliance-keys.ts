/** Every compliance read lives under one root, so a filing or document change refreshes them all. */
export const complianceKeys = {
  all: ['compliance'] as const,
  beneficialOwners: (entityId: number, threshold: number, asOf: string | null, knownAt: string | null) =>
    ['compliance', 'beneficial-owners', entityId, { threshold, asOf, knownAt }] as const,
  filings: (scope: string | number) => ['compliance', 'filings', scope] as const,
  documents: (entityId: number) => ['compliance', 'documents', entityId] as const,
  documentStats: (entityId: number) => ['compliance', 'document-stats', entityId] as const,
  trust: (trustId: number) => ['compliance', 'trust', trustId] as const,
  status: (entityId: number) => ['compliance', 'status', entityId] as const,
  organogram: (trustId: number) => ['compliance', 'organogram', trustId] as const,
};

export const isValidId = (id: number) => Number.isSafeInteger(id) && id > 0;
