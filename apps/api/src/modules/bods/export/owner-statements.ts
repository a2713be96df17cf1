import { createHash } from 'node:crypto';
import { computeBeneficialOwners, type OwnershipGraph } from '@ledgerline/ownership';
import type { BodsInterest, BodsStatement } from '../bods.types';
import { entityRecordId, ownerRecordId, relationshipRecordId, statementIdOf } from './bods-ids';
import { dayAfter, dayBefore, type LinkPeriod, periodOn } from './link-periods';
import { ownerInterestsOn, tiesOf } from './owner-interests';
import type { RegisterFold } from './register-fold';
import { publicationDetails, SOURCE } from './statement-builder';

export interface OwnerStatementContext {
  accountId: number;
  subjectId: number;
  publicationDate: string;
  /** When the register last changed: the day the computed owners were declared. */
  statementDate: string;
  threshold: number;
  /** The network's entities: the owners are computed on their links only. */
  entityIds: ReadonlySet<number>;
}

/** Each link's periods, read once for every day the owners are computed on. */
type Periods = ReadonlyMap<number, LinkPeriod[]>;

/** The network's live links as they held on `day` ('' : before every dated change), undated. */
function graphOn(
  fold: RegisterFold,
  entityIds: ReadonlySet<number>,
  periods: Periods,
  day: string,
): OwnershipGraph {
  const live = [...fold.entities].filter(([id, entity]) => entity.live && entityIds.has(id));
  const ids = new Set(live.map(([id]) => id));
  const relationships: OwnershipGraph['relationships'] = [];
  for (const [id, linkPeriods] of periods) {
    const period = periodOn(linkPeriods, day);
    if (!period || !ids.has(period.fields.sourceEntityId) || !ids.has(period.fields.targetEntityId)) continue;
    const { fields } = period;
    relationships.push({ ...fields, id, type: fields.relationshipType, startDate: null, endDate: null });
  }
  return {
    entities: live.map(([id, entity]) => ({ id, name: entity.profile.name, type: entity.type })),
    relationships,
  };
}

/** The days the network's links start or change on, and the day after each ends: the owners change only then. */
function changeDays(entityIds: ReadonlySet<number>, periods: Periods): string[] {
  const days = new Set<string>();
  for (const linkPeriods of periods.values()) {
    for (const period of linkPeriods) {
      const { sourceEntityId, targetEntityId } = period.fields;
      if (!entityIds.has(sourceEntityId) || !entityIds.has(targetEntityId)) continue;
      if (period.startDate) days.add(period.startDate);
      if (period.endDate) days.add(dayAfter(period.endDate));
    }
  }
  return ['', ...[...days].sort()];
}

interface DatedOwner {
  /** Per interest (its content as JSON), the day index each stretch of it starts at and ends before. */
  stretches: { interest: BodsInterest; from: number; to: number }[];
  components: Set<number>;
}

/**
 * Each beneficial owner over the network's history: the engine on every day the links change, each interest
 * dated from the first day it held as stated to the day before it changed (an open end while it holds), so the
 * export answers who the owners were on any past day, not only today's.
 */
function datedOwners(fold: RegisterFold, context: OwnerStatementContext) {
  const periods = new Map([...fold.relationships.keys()].map((id) => [id, fold.periodsOf(id)]));
  const days = changeDays(context.entityIds, periods);
  const owners = new Map<number, DatedOwner>();
  const subjectIsTrust = fold.entities.get(context.subjectId)?.type === 'trust';
  let unknownRemainder = 0;
  days.forEach((day, index) => {
    const graph = graphOn(fold, context.entityIds, periods, day);
    const result = computeBeneficialOwners(graph, context.subjectId, {
      threshold: context.threshold,
      asOf: day || context.publicationDate,
    });
    if (day <= context.publicationDate) unknownRemainder = result.unknownRemainder;
    const ties = tiesOf(graph);
    for (const owner of result.owners.filter((o) => o.isBeneficialOwner)) {
      const dated = owners.get(owner.individualId) ?? { stretches: [], components: new Set<number>() };
      owners.set(owner.individualId, dated);
      const { interests, components } = ownerInterestsOn(ties, context.subjectId, subjectIsTrust, owner);
      components.forEach((id) => dated.components.add(id));
      for (const interest of interests) {
        const same = dated.stretches.find(
          (s) => s.to === index && JSON.stringify(s.interest) === JSON.stringify(interest),
        );
        if (same) same.to = index + 1;
        else dated.stretches.push({ interest, from: index, to: index + 1 });
      }
    }
  });
  const dates = (from: number, to: number) => ({
    ...(days[from] ? { startDate: days[from] } : {}),
    ...(to < days.length ? { endDate: dayBefore(days[to]) } : {}),
  });
  const declared = [...owners].map(([individualId, dated]) => ({
    individualId,
    components: [...dated.components].sort((a, b) => a - b),
    interests: dated.stretches
      .sort((a, b) => a.from - b.from)
      .map(({ interest, from, to }) => ({ ...interest, ...dates(from, to) })),
  }));
  return { declared: declared.sort((a, b) => a.individualId - b.individualId), unknownRemainder };
}

/**
 * The computed beneficial owners as primary relationships (`beneficialOwnershipOrControl: true`), one per owner,
 * after the links they rest on (their `componentRecords`); none at all as `noBeneficialOwners` (DOMAIN.md 5).
 * Answers the component record ids too, which the network marks `isComponent`. Ids hash the declared content.
 */
export function ownerStatements(
  fold: RegisterFold,
  context: OwnerStatementContext,
): { statements: BodsStatement[]; components: Set<string> } {
  const subject = entityRecordId(context.subjectId);
  const statement = (recordId: string, recordDetails: Record<string, unknown>): BodsStatement => {
    const content = createHash('sha256').update(JSON.stringify(recordDetails)).digest('hex');
    return {
      statementId: statementIdOf(context.accountId, subject, recordId, content),
      statementDate: context.statementDate,
      declarationSubject: subject,
      recordId,
      recordType: 'relationship',
      recordStatus: 'new',
      recordDetails,
      publicationDetails: publicationDetails(context.publicationDate),
      source: SOURCE,
    };
  };
  const { declared, unknownRemainder } = datedOwners(fold, context);
  const components = new Set<string>();
  if (declared.length === 0)
    return {
      components,
      statements: [
        statement(`${ownerRecordId(context.subjectId, 0)}-none`, {
          isComponent: false,
          subject,
          interestedParty: {
            reason:
              unknownRemainder > 0 ? 'subjectUnableToConfirmOrIdentifyBeneficialOwner' : 'noBeneficialOwners',
          },
          interests: [],
        }),
      ],
    };
  const statements = declared.map((owner) => {
    const componentRecords = owner.components.map(relationshipRecordId);
    componentRecords.forEach((recordId) => components.add(recordId));
    return statement(ownerRecordId(context.subjectId, owner.individualId), {
      isComponent: false,
      componentRecords,
      subject,
      interestedParty: entityRecordId(owner.individualId),
      interests: owner.interests,
    });
  });
  return { statements, components };
}
