import type { EntityType } from '@ledgerline/contracts';
import type { EntityProfile, RelationshipFields } from '../../accounts/domain/account-register.state';
import { applyChanges } from '../../accounts/domain/register-records.evolve';
import type { RecordStatus } from '../bods.types';
import type { RegisterEntity } from './bods-records';

export interface FoldedEntity extends RegisterEntity {
  live: boolean;
}
export interface FoldedRelationship {
  fields: RelationshipFields;
  removed: boolean;
}

/** One event of the account stream, decoded, with where and when it was recorded. */
export interface RegisterEvent {
  type: string;
  data: Record<string, unknown>;
  revision: number;
  recordedAt: string;
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

  apply({ type, data, revision, recordedAt }: RegisterEvent): RecordChange | null {
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
        const known = this.relationships.has(id);
        this.relationships.set(id, { fields: fields as unknown as RelationshipFields, removed: false });
        return { kind: 'relationship', id, status: known ? 'updated' : 'new', ...at };
      }
      case 'RelationshipUpdated': {
        const id = data.relationshipId as number;
        const link = this.relationships.get(id);
        if (!link) return null;
        link.fields = applyChanges(link.fields, data.changes as Changes);
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

  /** Closed when removed, inactive or ended by the day the change was recorded. */
  relationshipStatus(change: RecordChange): RecordStatus {
    const link = this.relationships.get(change.id)!;
    const { isActive, endDate } = link.fields;
    if (link.removed || !isActive || (endDate && endDate.slice(0, 10) <= change.recordedAt.slice(0, 10)))
      return 'closed';
    return change.status === 'closed' ? 'updated' : change.status;
  }
}
