import {
  type BodsImportPreview,
  type BodsImportProblem,
  type BodsImportRow,
  type EntityType,
  OWNERSHIP_TYPES,
  roundPercent,
} from '@ledgerline/contracts';
import { isOverAllocated } from '@ledgerline/ownership';
import { type AccountRegisterState, entityLimitOf } from '../../accounts/domain/account-register.state';
import type { PlannedEntity, PlannedLink } from './import-plan.types';

/** Joint or overlapping holdings can state more than 100% of a company or trust: kept, with the reason BODS gives. */
export function markOverAllocations(links: PlannedLink[], rows: BodsImportRow[]): void {
  const totals = new Map<string, number>();
  const held = (link: PlannedLink) => (link.fields.type === 'subsidiary' ? link.sourceKey : link.targetKey);
  // Beneficiaries' vested shares of a trust are held to 100% like shareholdings (decision 0072).
  const owning = links.filter((l) => OWNERSHIP_TYPES.includes(l.fields.type) && !l.fields.endDate);
  for (const link of owning)
    totals.set(held(link), (totals.get(held(link)) ?? 0) + (link.fields.ownershipPercentage ?? 0));
  for (const link of owning) {
    const total = roundPercent(totals.get(held(link))!);
    if (!isOverAllocated(total) || link.fields.overAllocationReason) continue;
    link.fields.overAllocationReason = `Imported from BODS: the holdings stated add up to ${total}% (joint or overlapping interests)`;
    const subjectRows = rows.filter((r) => r.recordType !== 'relationship' && r.recordId === held(link));
    for (const r of subjectRows)
      if (!r.notes.some((n) => n.startsWith('holdings add up')))
        r.notes.push(`holdings add up to ${total}%: recorded as an over-allocation with its reason`);
  }
}

/** The counts, the rows and the plan limit the import would reach. */
export function previewOf(
  statements: number,
  entities: (PlannedEntity & { type: EntityType })[],
  links: PlannedLink[],
  rows: BodsImportRow[],
  problems: BodsImportProblem[],
  state: AccountRegisterState,
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
