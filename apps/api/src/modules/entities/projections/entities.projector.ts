import type {
  AccountEvent,
  ComplianceEvent,
  DocumentEvent,
  RecordedEvent,
  RegisterEvent,
} from '@ledgerline/events';
import { DEFAULT_TIME_ZONE, localDay } from '@ledgerline/contracts';
import { type Projector, type ReadStoreWriter, naturalSortKey } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { keepCreatedAt, takeCreatedAt, TOMBSTONE_LAYOUT } from '../../../shared/creation-tombstones';
import {
  ENTITIES,
  ENTITY_GROUP_MEMBERS,
  ENTITY_LAYOUTS,
  ENTITY_ROLE_LINKS,
  ENTITY_STANDING_DOCUMENTS,
  ENTITY_STANDING_FILINGS,
  type EntityDocument,
  type EntityGroupMemberDocument,
  LIST_FIELDS,
  groupMemberId,
} from './entity.read-model';
import { TrustStandingFacts } from './trust-standing';

const EMPTY_PROFILE = {
  description: null,
  registrationNumber: null,
  taxId: null,
  industry: null,
  email: null,
  phone: null,
  website: null,
  address: null,
  country: null,
  foundedDate: null,
  incorporationDate: null,
  companyClassification: null,
  notes: null,
  trustType: null,
  trustDeedDate: null,
};

const listFieldsOf = (entity: EntityDocument) =>
  Object.fromEntries(LIST_FIELDS.map((field) => [field, entity[field] ?? null]));

/** Read model `entity_tombstones`: when each entity in the Trash was created. */
export const ENTITY_TOMBSTONES = 'entity_tombstones';

export class EntitiesProjector implements Projector {
  readonly name = 'entities';
  /** 7: a trust's `compliance` is the compliance page's verdict, with `complianceIssues` (decision 0076). */
  readonly version = 7;
  readonly collections = [
    ENTITIES,
    ENTITY_GROUP_MEMBERS,
    ENTITY_ROLE_LINKS,
    ENTITY_STANDING_DOCUMENTS,
    ENTITY_STANDING_FILINGS,
    ENTITY_TOMBSTONES,
  ];
  readonly layouts = { ...ENTITY_LAYOUTS, [ENTITY_TOMBSTONES]: TOMBSTONE_LAYOUT };
  readonly handles = [
    'AccountClosed',
    'EntityRegistered',
    'EntityProfileUpdated',
    'EntityDeleted',
    'EntityAddedToGroup',
    'EntityRemovedFromGroup',
    'GroupDeleted',
    'RelationshipAdded',
    'RelationshipUpdated',
    'RelationshipRemoved',
    'DocumentUploaded',
    'DocumentDetailsUpdated',
    'DocumentRemoved',
    'FilingRequirementAdded',
    'FilingRequirementUpdated',
    'FilingReopened',
    'FilingRequirementRemoved',
  ];
  private readonly standing = new TrustStandingFacts();
  private readonly roles = this.standing.roles;

  constructor(private readonly timeZone: string = DEFAULT_TIME_ZONE) {}

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as AccountEvent | RegisterEvent | DocumentEvent | ComplianceEvent;
    const at = recorded.metadata.recordedAt;
    // A change is judged on the day it was recorded, in the installation's zone (an account's own zone may differ
    // by hours: the deadline scan judges again on the days links start or end).
    const day = localDay(at, this.timeZone);
    switch (event.type) {
      case 'EntityRegistered': {
        const { entityId, accountId, entityType, createdByUserId, profile, restored } = event.data;
        const entity: EntityDocument = {
          ...EMPTY_PROFILE,
          status: 'active',
          ...profile,
          id: String(entityId),
          entityId,
          accountId,
          userId: createdByUserId,
          type: entityType,
          nameKey: naturalSortKey(profile.name),
          isTrust: entityType === 'trust',
          isBeneficialOwner: false,
          ...(entityType === 'trust'
            ? await this.standing.standingOf(writer, entityId, day)
            : { compliance: null, complianceIssues: null, standingReviewOn: null }),
          // Only a restore looks for a tombstone: a rebuild's thousands of registrations read nothing more.
          createdAt: (restored && (await takeCreatedAt(writer, ENTITY_TOMBSTONES, String(entityId)))) || at,
          updatedAt: at,
        };
        return writer.put(ENTITIES, entity);
      }
      case 'EntityProfileUpdated': {
        const entity = await writer.get<EntityDocument>(ENTITIES, String(event.data.entityId));
        if (!entity) return;
        const changed = Object.fromEntries(
          Object.entries(event.data.changes).map(([field, c]) => [field, c.to]),
        );
        const next = { ...entity, ...changed, nameKey: naturalSortKey(String(changed.name ?? entity.name)) };
        return this.save(writer, { ...next, updatedAt: at });
      }
      case 'EntityDeleted':
        await this.refreshCompliance(
          writer,
          await this.roles.entityDeleted(writer, event.data.entityId),
          day,
        );
        await writer.deleteMany(ENTITY_GROUP_MEMBERS, { entityId: event.data.entityId });
        await keepCreatedAt(
          writer,
          ENTITY_TOMBSTONES,
          await writer.get<EntityDocument>(ENTITIES, String(event.data.entityId)),
        );
        return writer.delete(ENTITIES, String(event.data.entityId));
      case 'EntityAddedToGroup': {
        const { groupId, entityId, accountId } = event.data;
        const entity = await writer.get<EntityDocument>(ENTITIES, String(entityId));
        if (!entity) return;
        const member = { id: groupMemberId(groupId, entityId), accountId, groupId, entityId };
        return writer.put(ENTITY_GROUP_MEMBERS, { ...member, ...listFieldsOf(entity) });
      }
      case 'EntityRemovedFromGroup':
        return writer.delete(ENTITY_GROUP_MEMBERS, groupMemberId(event.data.groupId, event.data.entityId));
      case 'GroupDeleted':
        await writer.deleteMany(ENTITY_GROUP_MEMBERS, { groupId: event.data.groupId });
        return;
      case 'RelationshipAdded':
        return this.refreshCompliance(writer, await this.roles.added(writer, event.data), day);
      case 'RelationshipUpdated':
        return this.refreshCompliance(writer, await this.roles.updated(writer, event.data), day);
      case 'RelationshipRemoved':
        return this.refreshCompliance(
          writer,
          await this.roles.removed(writer, event.data.relationshipId),
          day,
        );
      default:
        return this.refreshCompliance(
          writer,
          await this.trustFactChanged(writer, event as DocumentEvent | ComplianceEvent),
          day,
        );
    }
  }

  /** A document or filing of a trust came, changed or went: the trusts whose verdict may have moved. */
  private trustFactChanged(
    writer: ReadStoreWriter,
    event: DocumentEvent | ComplianceEvent,
  ): Promise<number[]> {
    const { documents, filings } = this.standing;
    switch (event.type) {
      case 'DocumentUploaded':
        return documents.added(writer, event.data.documentId, event.data);
      case 'DocumentDetailsUpdated':
        return documents.changed(writer, event.data.documentId, event.data.changes);
      case 'DocumentRemoved':
        return documents.removed(writer, event.data.documentId);
      case 'FilingRequirementAdded':
        return filings.added(writer, event.data.filingId, event.data);
      case 'FilingRequirementUpdated':
      case 'FilingReopened':
        return filings.changed(writer, event.data.filingId, event.data.changes);
      case 'FilingRequirementRemoved':
        return filings.removed(writer, event.data.filingId);
      default:
        return Promise.resolve([]);
    }
  }

  /** The entity and its membership rows (which copy its list fields). */
  private async save(writer: ReadStoreWriter, entity: EntityDocument): Promise<void> {
    await writer.put(ENTITIES, entity);
    const memberships = await writer.find<EntityGroupMemberDocument>(ENTITY_GROUP_MEMBERS, {
      entityId: entity.entityId,
    });
    for (const member of memberships)
      await writer.put(ENTITY_GROUP_MEMBERS, { ...member, ...listFieldsOf(entity) });
  }

  /** A trust's `compliance` on `day` after its facts changed; written only when it moved (not its updatedAt). */
  private async refreshCompliance(writer: ReadStoreWriter, entityIds: number[], day: string): Promise<void> {
    for (const entityId of entityIds) {
      const entity = await writer.get<EntityDocument>(ENTITIES, String(entityId));
      if (entity?.type === 'trust') await this.restand(writer, entity, day);
    }
  }

  private async restand(writer: ReadStoreWriter, entity: EntityDocument, day: string): Promise<boolean> {
    const standing = await this.standing.standingOf(writer, entity.entityId, day);
    const { compliance, complianceIssues, standingReviewOn } = standing;
    const sameIssues = JSON.stringify(entity.complianceIssues ?? null) === JSON.stringify(complianceIssues);
    if (
      entity.compliance === compliance &&
      sameIssues &&
      (entity.standingReviewOn ?? null) === standingReviewOn
    )
      return false;
    await this.save(writer, { ...entity, ...standing });
    return entity.compliance !== compliance;
  }

  /**
   * The account's trusts whose standing may have moved with time alone (a trustee's end date passed, an
   * appointment began, a filing fell overdue), judged again on `today`. Run by the deadline scan; answers how many changed compliance.
   */
  async restandDue(writer: ReadStoreWriter, accountId: number, today: string): Promise<number> {
    // The range is tested per row of the (accountId, type, ...) indexes: only the trusts due are read.
    const due = await writer.find<EntityDocument>(ENTITIES, {
      accountId,
      type: 'trust',
      standingReviewOn: { lte: today },
    });
    let moved = 0;
    for (const trust of due) if (await this.restand(writer, trust, today)) moved++;
    return moved;
  }
}
