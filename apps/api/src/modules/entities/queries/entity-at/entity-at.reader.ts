import { Inject, Injectable } from '@nestjs/common';
import type { AsOfQuery, EntityDetailView, EntityView } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { AccountDays } from '../../../../shared/account-days';
import { notFound } from '../../../../shared/domain-error';
import { entitiesKnownAt, everKnown, KNOWN_NOW } from '../../../ownership/projections/known-at-slice';
import type { EntityVersionDocument } from '../../../ownership/projections/ownership-history.projector';
import { inForceOn, relationshipsKnownAt } from '../../../relationships/queries/relationships-at';
import { ENTITIES, type EntityDocument, toEntityView } from '../../projections/entity.read-model';
import { EntityRegisterReader } from '../entity-register.reader';

const PROFILE_FIELDS = [
  'description',
  'registrationNumber',
  'taxId',
  'industry',
  'email',
  'phone',
  'website',
  'address',
  'country',
  'foundedDate',
  'incorporationDate',
  'companyClassification',
  'notes',
  'trustType',
  'trustDeedDate',
] as const;

/**
 * `GET /api/entities/{id}` with `asOf` (its relationships in force on that day) and/or `knownAt` (its profile
 * and relationships as the register held them then, from the version history). The derived flags
 * (`isBeneficialOwner`, `compliance`), owned assets and individual details are today's: they have no
 * history of their own yet (docs/decisions/0033).
 */
@Injectable()
export class EntityAtReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly entities: EntityRegisterReader,
    private readonly days: AccountDays,
  ) {}

  async detail(accountId: number, entityId: number, { asOf, knownAt }: AsOfQuery): Promise<EntityDetailView> {
    const detail =
      knownAt === undefined
        ? await this.entities.detail(accountId, entityId)
        : await this.knownDetail(accountId, entityId, knownAt);
    if (asOf === undefined) return detail;
    // Each link as the version in force that day, as known then (or now).
    const on = { day: asOf, timeZone: await this.days.timeZone(accountId) };
    const links = (
      await relationshipsKnownAt(this.readStore, accountId, knownAt ?? KNOWN_NOW, { entityId }, on)
    )
      .filter((link) => inForceOn(link, asOf))
      .sort((a, b) => b.id - a.id);
    return {
      ...detail,
      sourceRelationships: links.filter((link) => link.sourceEntityId === entityId),
      targetRelationships: links.filter((link) => link.targetEntityId === entityId),
    };
  }

  /** 404 for an id never the account's, and for one the register did not hold at that moment. */
  private async knownDetail(accountId: number, entityId: number, knownAt: string): Promise<EntityDetailView> {
    if (!(await everKnown(this.readStore, accountId, entityId))) throw notFound('Entity');
    const [version] = await entitiesKnownAt(this.readStore, accountId, [entityId], knownAt);
    if (!version) throw notFound('Entity');
    const now = await this.readStore.get<EntityDocument>(ENTITIES, String(entityId));
    const links = (await relationshipsKnownAt(this.readStore, accountId, knownAt, { entityId })).sort(
      (a, b) => b.id - a.id,
    );
    const [ownedAssets, individualDetail] = now
      ? await Promise.all([
          this.entities.detail(accountId, entityId).then((d) => d.ownedAssets),
          version.type === 'individual' ? this.entities.findDetails(entityId) : null,
        ])
      : [[], null];
    return {
      ...viewOf(version, now),
      sourceRelationships: links.filter((link) => link.sourceEntityId === entityId),
      targetRelationships: links.filter((link) => link.targetEntityId === entityId),
      ownedAssets,
      individualDetail,
    };
  }
}

function viewOf(version: EntityVersionDocument, now: EntityDocument | null): EntityView {
  const profile = version.profile;
  const fields = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field] ?? null]));
  const current = now ? toEntityView(now) : null;
  return {
    ...(fields as Pick<EntityView, (typeof PROFILE_FIELDS)[number]>),
    id: version.entityId,
    userId: version.createdByUserId ?? 0,
    accountId: version.accountId,
    type: version.type,
    name: version.name,
    status: (profile.status as EntityView['status'] | undefined) ?? 'active',
    isTrust: version.type === 'trust',
    isBeneficialOwner: current?.isBeneficialOwner ?? false,
    compliance: current?.compliance ?? null,
    createdAt: version.createdAt,
    updatedAt: version.recordedFrom,
  };
}
