import {
  type BodsImportPreview,
  type BodsImportProblem,
  type BodsImportRow,
  type EntityType,
  OWNERSHIP_TYPES,
  roundPercent,
} from '@ledgerline/contracts';
import { isOverAllocated, shareAllocation } from '@ledgerline/ownership';
import { type AccountRegisterState, entityLimitOf } from '../../accounts/domain/account-register.state';
import type { PlannedEntity, PlannedLink } from './import-plan.types';
import { isReversedLink } from '../reversed-links';

/**
 * Joint or overlapping holdings can state more than 100% of a company or trust on some day (two holders the file
 * dates to the same day of a transfer): kept, with the reason BODS gives. Every day a holding starts is checked.
 */
export function markOverAllocations(links: PlannedLink[], rows: BodsImportRow[]): void {
  const held = (link: PlannedLink) => (isReversedLink(link.fields.type) ? link.sourceKey : link.targetKey);
  const byHeld = new Map<string, PlannedLink[]>();
  // Beneficiaries' vested shares of a trust are held to 100% like shareholdings (decision 0072).
  for (const link of links.filter((l) => OWNERSHIP_TYPES.includes(l.fields.type)))
    byHeld.set(held(link), [...(byHeld.get(held(link)) ?? []), link]);
  for (const [key, group] of byHeld) {
    const graph = group.map((link, k) => ({
      ...link.fields,
      id: k + 1,
      sourceEntityId: isReversedLink(link.fields.type) ? 0 : k + 1,
      targetEntityId: isReversedLink(link.fields.type) ? k + 1 : 0,
    }));
    const { peak } = shareAllocation(graph, 0, '9999-12-31', { from: '0001-01-01' });
    const total = roundPercent(peak);
    if (!isOverAllocated(total)) continue;
    for (const link of group)
      link.fields.overAllocationReason ??= `Imported from BODS: the holdings stated add up to ${total}% (joint or overlapping interests)`;
    const subjectRows = rows.filter((r) => r.recordType !== 'relationship' && r.recordId === key);
    for (const r of subjectRows)
      if (!r.notes.some((n) => n.startsWith('holdings add up')))
        r.notes.push(`holdings add up to ${total}%: recorded as an over-allocation with its reason`);
  }
}

/** A link two statements ask for alike (a nominator's interest stated by the nomination and by the owner) once. */
export function withoutRepeats(links: PlannedLink[]): PlannedLink[] {
  const seen = new Set<string>();
  return links.filter((link) => {
    const { type, ownershipCategory, startDate, endDate } = link.fields;
    const key = JSON.stringify([link.sourceKey, link.targetKey, type, ownershipCategory, startDate, endDate]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Notes that say a fact of the file is left out or recorded as less than it says. */
const LOSS =
  /not kept|not recorded|no percentage recorded|holds no shares|recorded as an? ('other' link|company|individual|trust)|share range/;
/** Skips whose facts are imported another way. */
const CARRIED = /computed again|component relationships are imported|recorded on what it holds/;

/** What the file states that the register will not hold as stated, per statement (docs/decisions/0080). */
export function notKeptOf(rows: BodsImportRow[]): BodsImportProblem[] {
  return rows.flatMap((r) =>
    r.notes
      .filter((note) => LOSS.test(note) || (r.action === 'skip' && !CARRIED.test(note)))
      .map((message) => ({ statementId: r.statementId, message })),
  );
}

/** The counts, the rows and the plan limit the import would reach. */
export function previewOf(
  statements: number,
  entities: (PlannedEntity & { type: EntityType })[],
  links: PlannedLink[],
  rows: BodsImportRow[],
  problems: BodsImportProblem[],
  state: AccountRegisterState,
  notKept: BodsImportProblem[] = [],
): BodsImportPreview {
  const created = entities.filter((e) => e.existingId === null);
  const count = (type: EntityType) => created.filter((e) => e.type === type).length;
  const newLinks = links.filter((l) => l.existingId === null).length;
  const entityLimit = entityLimitOf(state);
  const entitiesAfter = state.entities.size + created.length;
  const relationshipsAfter = state.relationships.size + newLinks;
  const withinLimit = entitiesAfter <= entityLimit && relationshipsAfter <= entityLimit;
  return {
    statements,
    create: {
      companies: count('company'),
      individuals: count('individual'),
      trusts: count('trust'),
      relationships: newLinks,
    },
    match: { entities: entities.length - created.length, relationships: links.length - newLinks },
    skipped: rows.filter((r) => r.action === 'skip').length,
    rows,
    problems,
    notKept,
    planLimit: {
      entityLimit,
      entitiesAfter,
      relationshipsAfter,
      withinLimit,
      message: withinLimit
        ? null
        : `You've reached your limit of ${entityLimit} ${entitiesAfter > entityLimit ? 'entities' : 'relationships'}. Upgrade your plan to add more.`,
    },
  };
}
