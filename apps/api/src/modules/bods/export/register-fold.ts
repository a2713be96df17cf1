import { DEFAULT_TIME_ZONE, type EntityType, localDay } from '@ledgerline/contracts';
import type { EntityProfile, RelationshipFields } from '../../accounts/domain/account-register.state';
import { applyChanges } from '../../accounts/domain/register-records.evolve';
import type { RecordStatus } from '../bods.types';
import type { RegisterEntity } from './bods-records';
import { type LinkVersion, linkPeriods, type LinkPeriod } from './link-periods';

export interface FoldedEntity extends RegisterEntity {
  live: boolean;
}
export interface FoldedRelationship {
  fields: RelationshipFields;
  removed: boolean;
  /** Every version in log order, each with the day its change took effect (docs/decisions/0033). */
  versions: LinkVersion[];
}

/** One event of the account stream, decoded, with where and when it was recorded. */
export interface RegisterEvent {
  type: string;
  data: Record<string, unknown>;
  revision: number;
  recordedAt: string;
  /** The business day the change took effect (`metadata.effectiveAt`), when it names one. */
  effectiveAt?: string;
}

export interface RecordChange {
  kind: 'entity' | 'relationship';
  id: number;
  status: RecordStatus;
  revision: number;
  recordedAt: string;
}

type Changes = Record<string, { from: unknown; to: unknown }>;

/**
 * The register's entities and relationships as the account stream made them, kept after deletion (a closed
 * record still needs its last details). Each event names the record it changed and how, for BODS's
 * new/updated/closed statements.
 */
export class RegisterFold {
  readonly entities = new Map<number, FoldedEntity>();
  readonly relationships = new Map<number, FoldedRelationship>();

  /** `timeZone`: the account's, whose calendar gives a change recorded without an effective day its day. */
  constructor(private readonly timeZone: string = DEFAULT_TIME_ZONE) {}

  apply({ type, data, revision, recordedAt, effectiveAt }: RegisterEvent): RecordChange | null {
    const effectiveDay = effectiveAt?.slice(0, 10) ?? localDay(recordedAt, this.timeZone);
    const at = { revision, recordedAt };
    switch (type) {
      case 'EntityRegistered': {
        const id = data.entityId as number;
        const known = this.entities.get(id);
        this.entities.set(id, {
          type: data.entityType as EntityType,
          profile: data.profile as EntityProfile,
          details: known?.details ?? null,
          live: true,
        });
        return { kind: 'entity', id, status: known ? 'updated' : 'new', ...at };
      }
      case 'EntityProfileUpdated':
      case 'IndividualDetailsRecorded': {
        const id = data.entityId as number;
        const entity = this.entities.get(id);
        if (!entity) return null;
        const changes = data.changes as Changes;
        if (type === 'EntityProfileUpdated') entity.profile = applyChanges(entity.profile, changes);
        else entity.details = applyChanges(entity.details ?? {}, changes);
        return { kind: 'entity', id, status: 'updated', ...at };
      }
      case 'EntityDeleted': {
        const entity = this.entities.get(data.entityId as number);
        if (!entity) return null;
        entity.live = false;
        return { kind: 'entity', id: data.entityId as number, status: 'closed', ...at };
      }
      case 'RelationshipAdded': {
        const {
          relationshipId,
          accountId: _a,
          changeReason: _r,
          evidenceDocumentId: _e,
          restored: _restored,
          ...fields
        } = data;
        const id = relationshipId as number;
        const known = this.relationships.get(id);
        const linkFields = fields as unknown as RelationshipFields;
        // A link's first version counts from its own start; one without a start from the day it was recorded.
        const version = { fields: linkFields, effectiveDay: linkFields.startDate ? '' : effectiveDay };
        this.relationships.set(id, {
          fields: linkFields,
          removed: false,
          versions: [...(known && !known.removed ? known.versions : []), version],
        });
        return { kind: 'relationship', id, status: known ? 'updated' : 'new', ...at };
      }
      case 'RelationshipUpdated': {
        const id = data.relationshipId as number;
        const link = this.relationships.get(id);
        if (!link) return null;
        link.fields = applyChanges(link.fields, data.changes as Changes);
        link.versions.push({ fields: link.fields, effectiveDay });
        return { kind: 'relationship', id, status: 'updated', ...at };
      }
      case 'RelationshipRemoved': {
        const id = data.relationshipId as number;
        const link = this.relationships.get(id);
        if (!link) return null;
        link.removed = true;
        return { kind: 'relationship', id, status: 'closed', ...at };
      }
      default:
        return null;
    }
  }

  /** The link's periods as known now; none for a removed link, which never held for as-of reads. */
  periodsOf(id: number): LinkPeriod[] {
    const link = this.relationships.get(id);
    return !link || link.removed ? [] : linkPeriods(link.versions);
  }

  /** Closed when removed, inactive or ended by the day the change was recorded. */
  relationshipStatus(change: RecordChange): RecordStatus {
    const link = this.relationships.get(change.id)!;
    const { isActive, endDate } = link.fields;
    if (link.removed || !isActive || (endDate && endDate.slice(0, 10) <= change.recordedAt.slice(0, 10)))
      return 'closed';
    return change.status === 'closed' ? 'updated' : change.status;
  }
}
