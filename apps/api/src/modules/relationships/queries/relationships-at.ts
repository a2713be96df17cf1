import type { AsOfQuery, RelationshipType, RelationshipView } from '@ledgerline/contracts';
import type { ReadStoreReader } from '@ledgerline/projections';
import {
  type EffectiveDay,
  entitiesKnownAt,
  KNOWN_NOW,
  linksKnownAt,
} from '../../ownership/projections/known-at-slice';
import type { LinkVersionDocument } from '../../ownership/projections/ownership-history.projector';
import { notFound } from '../../../shared/domain-error';

/** In force on `day` by its effective dates alone (a start on or before it, no end before it). */
export const inForceOn = (link: Pick<RelationshipView, 'startDate' | 'endDate'>, day: string): boolean =>
  !(link.startDate && link.startDate.slice(0, 10) > day) &&
  !(link.endDate && link.endDate.slice(0, 10) < day);

/**
 * The account's relationships (or one entity's) as the register held them at `knownAt`, in the shape the
 * current read model answers, the ends named as they were named then (docs/decisions/0033); with `on`, each
 * as the version in force that day (a percentage changed from a later day is the old one).
 */
export async function relationshipsKnownAt(
  reader: ReadStoreReader,
  accountId: number,
  knownAt: string,
  of: { entityId?: number; relationshipId?: number } = {},
  on?: EffectiveDay,
): Promise<RelationshipView[]> {
  const versions = await linksKnownAt(reader, accountId, knownAt, of, on);
  const ends = versions.flatMap((v) => [v.sourceEntityId, v.targetEntityId]);
  const entities = new Map(
    (await entitiesKnownAt(reader, accountId, ends, knownAt)).map((e) => [
      e.entityId,
      { id: e.entityId, name: e.name, type: e.type },
    ]),
  );
  return versions.map((version) => viewOf(version, entities));
}

/**
 * `GET /api/relationships/{id}` at a moment and/or on a day: the version the register held then, in force on
 * that day (`timeZone`, the account's, dates a change without `effectiveAt`); a 404 when there was none (as
 * for an id that was never the account's).
 */
export async function relationshipAt(
  reader: ReadStoreReader,
  accountId: number,
  relationshipId: number,
  { asOf, knownAt }: AsOfQuery,
  current: () => Promise<RelationshipView>,
  timeZone: string,
): Promise<RelationshipView> {
  const on = asOf === undefined ? undefined : { day: asOf, timeZone };
  const [view] =
    knownAt === undefined && asOf === undefined
      ? [await current()]
      : await relationshipsKnownAt(reader, accountId, knownAt ?? KNOWN_NOW, { relationshipId }, on);
  if (!view || (asOf !== undefined && !inForceOn(view, asOf))) throw notFound('Relationship');
  return view;
}

function viewOf(
  v: LinkVersionDocument,
  entities: Map<number, RelationshipView['sourceEntity']>,
): RelationshipView {
  const unnamed = (id: number) => ({ id, name: '', type: 'company' as const });
  return {
    id: v.relationshipId,
    sourceEntityId: v.sourceEntityId,
    targetEntityId: v.targetEntityId,
    type: v.type as RelationshipType,
    ownershipPercentage: v.ownershipPercentage,
    startDate: v.startDate,
    endDate: v.endDate,
    notes: v.notes,
    isActive: v.isActive,
    ownershipCategory: (v.ownershipCategory as string | null) ?? null,
    natureOfInterest: (v.natureOfInterest as string | null) ?? null,
    trustBenefitType: (v.trustBenefitType as string | null) ?? null,
    effectiveControl: (v.effectiveControl as boolean | null) ?? null,
    ...(v.overAllocationReason === undefined ? {} : { overAllocationReason: v.overAllocationReason }),
    createdAt: v.createdAt,
    updatedAt: v.recordedFrom,
    sourceEntity: entities.get(v.sourceEntityId) ?? unnamed(v.sourceEntityId),
    targetEntity: entities.get(v.targetEntityId) ?? unnamed(v.targetEntityId),
  };
}
