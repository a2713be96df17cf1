import type { BodsImportProblem, BodsImportRow } from '@ledgerline/contracts';
import type { AccountRegisterState } from '../../accounts/domain/account-register.state';
import type { BodsStatement } from '../bods.types';
import { type Arrangement, throughArrangement } from './arrangements';
import type { PlannedEnd, PlannedLink } from './import-plan.types';
import { planLinks } from './link-planning';
import { datedVersions } from './record-history';

export interface PlannedRecords {
  entities: Map<string, PlannedEnd>;
  arrangements: Map<string, Arrangement>;
  skippedRecords: Set<string>;
  state: AccountRegisterState;
}

type Row = (s: BodsStatement, r: Omit<BodsImportRow, 'statementId' | 'recordId' | 'recordType'>) => void;

/**
 * The links of the file's relationship records (each record's statements oldest first), a row per statement:
 * each version of a record as its dated links, a holding of an arrangement as its parties' links, a party's tie
 * to an arrangement as carried there (docs/decisions/0080).
 */
export function planRelationships(
  relationships: BodsStatement[][],
  { entities, arrangements, skippedRecords, state }: PlannedRecords,
  row: Row,
  problems: BodsImportProblem[],
): PlannedLink[] {
  const ends = (s: BodsStatement) => s.recordDetails as { subject: unknown; interestedParty: unknown };
  const statedPairs = new Set(
    relationships
      .map((s) => s[s.length - 1])
      .filter((s) => !(s.recordDetails as { componentRecords?: string[] }).componentRecords?.length)
      .map((s) => `${String(ends(s).interestedParty)}>${String(ends(s).subject)}`),
  );
  const membersOf = (recordId: string) =>
    relationships.map((s) => s[s.length - 1]).filter((s) => ends(s).subject === recordId);
  const links: PlannedLink[] = [];
  const nameOf = (recordId: unknown) => entities.get(String(recordId))?.name ?? String(recordId);
  for (const statement of relationships.flatMap(datedVersions)) {
    const { subject, interestedParty } = ends(statement);
    const inArrangement = arrangements.get(String(subject));
    const byArrangement = arrangements.get(String(interestedParty));
    if (inArrangement) {
      const holds = relationships.some((s) => ends(s[s.length - 1]).interestedParty === subject);
      row(statement, {
        action: 'skip',
        kind: 'relationship',
        name: `${nameOf(interestedParty)} in ${inArrangement.name}`,
        matchedId: null,
        notes: [
          holds
            ? `party to ${inArrangement.kind} '${inArrangement.name}': recorded on what it holds`
            : `party to ${inArrangement.kind} '${inArrangement.name}', which holds nothing the file states: not kept`,
        ],
      });
      continue;
    }
    const planned = byArrangement
      ? membersOf(byArrangement.recordId).map((member) => {
          const { statement: through, as } = throughArrangement(statement, byArrangement, member);
          const plan = planLinks(through, entities, skippedRecords, state, statedPairs);
          return 'problem' in plan
            ? plan
            : { ...plan, notes: [`${nameOf(ends(member).interestedParty)} ${as}`, ...plan.notes] };
        })
      : [planLinks(statement, entities, skippedRecords, state, statedPairs)];
    if (byArrangement && planned.length === 0)
      planned.push({
        links: [],
        notes: [`${byArrangement.kind} '${byArrangement.name}' has no party the file states: not kept`],
        name: byArrangement.name,
      });
    const problem = planned.find((p) => 'problem' in p);
    if (problem && 'problem' in problem) {
      problems.push({ statementId: statement.statementId, message: problem.problem });
      continue;
    }
    const kept = planned.flatMap((p) => ('links' in p ? [p] : []));
    const statementLinks = kept.flatMap((p) => p.links);
    links.push(...statementLinks);
    const kind = statementLinks.map((l) => l.fields.type).join(', ') || 'relationship';
    const matched = statementLinks.length > 0 && statementLinks.every((l) => l.existingId !== null);
    row(statement, {
      action: statementLinks.length === 0 ? 'skip' : matched ? 'match' : 'create',
      kind,
      name: kept.map((p) => p.name).join('; '),
      matchedId: matched ? statementLinks[0].existingId : null,
      notes: kept.flatMap((p) => p.notes),
    });
  }
  return links;
}
