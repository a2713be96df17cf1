import { Inject, Injectable } from '@nestjs/common';
import type { OwnershipTimelineItem } from '@ledgerline/contracts';
import { meaningOf } from '@ledgerline/ownership';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { actorViews } from '../actor-views';
import {
  LINK_VERSIONS,
  type LinkVersionDocument,
} from '../../../ownership/projections/ownership-history.projector';
import {
  HISTORY_RECORDS,
  type HistoryRecordDocument,
  recordKeyOf,
} from '../../projections/record-history.read-model';

/** What makes a change of a link a change of ownership: its share, its dates, whether and how it counts. */
const OWNERSHIP_FIELDS = [
  'ownershipPercentage',
  'startDate',
  'endDate',
  'isActive',
  'type',
  'effectiveControl',
  'natureOfInterest',
  'trustBenefitType',
  'sourceEntityId',
  'targetEntityId',
] as const;

const counts = (link: LinkVersionDocument) => {
  const meaning = meaningOf({ ...link, id: link.relationshipId });
  return Boolean(meaning.ownership || meaning.control || meaning.trustRole);
};

/**
 * The dated changes of an entity's ownership, from the link version history (ownership-history.projector.ts):
 * every version of a link into it (and of a subsidiary link from it, whose share runs the other way) that
 * confers ownership, control or a trust role before or after the change, paired with the version before it.
 */
@Injectable()
export class OwnershipTimelineReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async timeline(accountId: number, entityId: number, knownAt?: string): Promise<OwnershipTimelineItem[]> {
    const recorded: DocumentFilter = knownAt ? { recordedFrom: { lte: knownAt } } : {};
    const [into, subsidiaries] = await Promise.all([
      this.readStore.find<LinkVersionDocument>(LINK_VERSIONS, {
        accountId,
        targetEntityId: entityId,
        ...recorded,
      }),
      this.readStore.find<LinkVersionDocument>(LINK_VERSIONS, {
        accountId,
        sourceEntityId: entityId,
        type: 'subsidiary',
        ...recorded,
      }),
    ]);
    const versions = [...into, ...subsidiaries].sort((a, b) => a.position - b.position);
    const previous = new Map<number, LinkVersionDocument>();
    const changes: { version: LinkVersionDocument; before: LinkVersionDocument | null }[] = [];
    for (const version of versions) {
      const before = previous.get(version.relationshipId) ?? null;
      previous.set(version.relationshipId, version);
      if (!counts(version) && !(before && counts(before))) continue;
      const changed =
        !before ||
        version.removed ||
        before.removed ||
        OWNERSHIP_FIELDS.some((f) => before[f] !== version[f]);
      if (changed) changes.push({ version, before });
    }
    return this.views(accountId, changes);
  }

  private async views(
    accountId: number,
    changes: { version: LinkVersionDocument; before: LinkVersionDocument | null }[],
  ): Promise<OwnershipTimelineItem[]> {
    const ends = changes.flatMap(({ version }) => [version.sourceEntityId, version.targetEntityId]);
    const evidence = changes.flatMap(({ version }) => version.evidenceDocumentId ?? []);
    const [records, actor] = await Promise.all([
      this.records(accountId, [
        ...ends.map((id) => recordKeyOf('entity', id)),
        ...evidence.map((id) => recordKeyOf('document', id)),
      ]),
      actorViews(
        this.readStore,
        changes.map(({ version }) => version.actorId),
      ),
    ]);
    const entity = (id: number) => {
      const record = records.get(recordKeyOf('entity', id));
      return { id, name: record?.name ?? null, type: record?.entityType ?? null };
    };
    return changes.map(({ version, before }) => {
      const subsidiary = version.type === 'subsidiary';
      const document = version.evidenceDocumentId
        ? records.get(recordKeyOf('document', version.evidenceDocumentId))
        : undefined;
      return {
        id: version.eventId,
        relationshipId: version.relationshipId,
        relationshipType: version.type,
        // After a deletion's tombstone, the next version is the link back from the Trash.
        kind: before?.removed && !version.removed ? ('restored' as const) : version.changeKind,
        correction: version.removed,
        holder: entity(subsidiary ? version.targetEntityId : version.sourceEntityId),
        held: entity(subsidiary ? version.sourceEntityId : version.targetEntityId),
        fromPercentage: before && !before.removed ? before.ownershipPercentage : null,
        toPercentage: version.removed ? null : version.ownershipPercentage,
        startDate: version.startDate,
        endDate: version.endDate,
        effectiveAt: version.effectiveAt,
        recordedAt: version.recordedFrom,
        actor: actor(version.actorId),
        correlationId: version.correlationId,
        changeReason: version.changeReason,
        evidence: version.evidenceDocumentId
          ? {
              id: version.evidenceDocumentId,
              name: document?.name ?? null,
              removed: document?.removed ?? false,
            }
          : null,
      };
    });
  }

  /** Entities and documents as named now (removed ones keep their last name), from the history's records. */
  private async records(accountId: number, keys: string[]): Promise<Map<string, HistoryRecordDocument>> {
    const unique = [...new Set(keys)];
    if (unique.length === 0) return new Map();
    const found = await this.readStore.find<HistoryRecordDocument>(HISTORY_RECORDS, {
      accountId,
      recordKey: unique,
    });
    return new Map(found.map((record) => [record.recordKey, record]));
  }
}
