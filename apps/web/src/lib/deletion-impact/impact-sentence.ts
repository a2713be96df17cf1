import type { DeletionImpactView, ImpactCount } from '@ledgerline/contracts';

const KINDS = [
  ['relationships', 'relationship', 'relationships'],
  ['assets', 'asset', 'assets'],
  ['groupMemberships', 'group membership', 'group memberships'],
  ['documents', 'document', 'documents'],
  ['filings', 'filing requirement', 'filing requirements'],
] as const;

const part = ({ count, names }: ImpactCount, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}${names && names.length > 0 ? ` (${names.join(', ')})` : ''}`;

const joined = (parts: string[]): string =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/** 'Deleting Acme also removes 3 relationships (…), 1 asset (Head office) and …', or that nothing else goes. */
export function impactSentence(impact: DeletionImpactView): string {
  const parts = KINDS.filter(([key]) => impact[key].count > 0).map(([key, one, many]) =>
    part(impact[key], one, many),
  );
  if (parts.length === 0) return `Deleting ${impact.name} removes nothing else.`;
  return `Deleting ${impact.name} also removes ${joined(parts)}.`;
}

/** Documents and filing requirements a restore does not bring back (docs/decisions/0023-trash.md). */
export const notRestored = (impact: DeletionImpactView): boolean =>
  impact.documents.count > 0 || impact.filings.count > 0;
