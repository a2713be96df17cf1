import { computeBeneficialOwners, type OwnershipGraph } from '@ledgerline/ownership';

/**
 * A beneficial owner as a submitted BO filing records them: who and in which category, as the
 * refiling rule compares them (deadlines/domain/bo-changes.ts), and the figures declared — the name, the total
 * ownership, effective control and the tests that made them an owner — so the filed set can be read back as
 * it was filed, not rebuilt from ids. Additive: filings recorded before carry ids or ids and categories only.
 */
export interface FiledOwnerRecord {
  individualId: number;
  category?: string;
  name?: string;
  totalOwnership?: number;
  hasEffectiveControl?: boolean;
  reasons?: string[];
}

/** The beneficial owners of `entityId` on `day` as a filing submitted that day records them, in id order. */
export function filedOwnersOn(graph: OwnershipGraph, entityId: number, day: string): FiledOwnerRecord[] {
  if (!graph.entities.some((e) => e.id === entityId)) return [];
  return computeBeneficialOwners(graph, entityId, { asOf: day, maxPaths: 0 })
    .owners.filter((o) => o.isBeneficialOwner)
    .map((o) => ({
      individualId: o.individualId,
      category: o.category,
      name: o.name,
      totalOwnership: o.totalOwnership,
      hasEffectiveControl: o.hasEffectiveControl,
      reasons: [...o.reasons],
    }))
    .sort((a, b) => a.individualId - b.individualId);
}
