import type { BeneficialOwnerSet } from '@ledgerline/contracts';
import type { LinkVersionDocument } from './projections/ownership-history.projector';

/**
 * The versions as-of reads count (docs/decisions/0033 part 2b): a link deleted by `knownAt` (its last version
 * recorded by then is a removal) was recorded in error and never existed, so none of its versions is replayed;
 * a deletion later undone (the link back from the Trash) is left out too, as those reads skip it. Each removal
 * recorded by `knownAt` is returned apart, to be told as a correction.
 */
export function correctedVersions<Versions extends { links: LinkVersionDocument[] }>(
  versions: Versions,
  knownAt?: string,
): { versions: Versions; removals: LinkVersionDocument[] } {
  const known = versions.links.filter((link) => knownAt === undefined || link.recordedFrom <= knownAt);
  const last = new Map<number, LinkVersionDocument>();
  for (const link of known) {
    const before = last.get(link.relationshipId);
    if (!before || before.position < link.position) last.set(link.relationshipId, link);
  }
  const deleted = new Set(
    [...last.values()].filter((link) => link.removed).map((link) => link.relationshipId),
  );
  return {
    versions: {
      ...versions,
      links: versions.links.filter((link) => !link.removed && !deleted.has(link.relationshipId)),
    },
    removals: known.filter((link) => link.removed).sort((a, b) => a.position - b.position),
  };
}

/**
 * The sets with a correction entry for each removal, in the order recorded: no effective day and no owners,
 * since the sets around it already read as if the deleted link never existed.
 */
export function withCorrections(
  sets: readonly BeneficialOwnerSet[],
  removals: readonly LinkVersionDocument[],
): BeneficialOwnerSet[] {
  const corrections: BeneficialOwnerSet[] = removals.map((removal) => ({
    correction: true,
    relationshipId: removal.relationshipId,
    effectiveFrom: null,
    effectiveTo: null,
    recordedFrom: removal.recordedFrom,
    recordedTo: null,
    eventId: removal.eventId,
    correlationId: removal.correlationId,
    owners: [],
  }));
  const entries: BeneficialOwnerSet[] = [];
  let next = 0;
  for (const set of sets) {
    for (; next < corrections.length && corrections[next]!.recordedFrom < set.recordedFrom; next++)
      entries.push(corrections[next]!);
    entries.push(set);
  }
  return [...entries, ...corrections.slice(next)];
}
