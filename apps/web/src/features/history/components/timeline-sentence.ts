import type { OwnershipTimelineItem, RecordChangeView } from '@ledgerline/contracts';
import { historySentence } from './history-sentence';

/** The fields of the link a timeline item says changed, as the history holds an update's before and after. */
function changedFields(item: OwnershipTimelineItem): RecordChangeView['changes'] {
  if (item.fromPercentage !== item.toPercentage)
    return { ownershipPercentage: { from: item.fromPercentage, to: item.toPercentage } };
  return item.endDate ? { endDate: { from: null, to: item.endDate } } : {};
}

/** A timeline item as the history change it is, so both tell it in the same words. */
function asRecordChange(item: OwnershipTimelineItem): RecordChangeView {
  return {
    id: item.id,
    position: 0,
    eventType: '',
    kind: item.kind,
    recordedAt: item.recordedAt,
    effectiveAt: item.effectiveAt,
    actor: item.actor,
    record: {
      type: 'relationship',
      id: item.relationshipId,
      name: null,
      entityType: null,
      relationshipType: item.relationshipType,
      entities: [item.holder, item.held],
      removed: item.kind === 'removed',
    },
    changes: item.kind === 'updated' ? changedFields(item) : null,
    fields:
      item.kind === 'created' || item.kind === 'restored' ? { ownershipPercentage: item.toPercentage } : null,
    reason: null,
    changeReason: item.changeReason,
    evidence: item.evidence,
  };
}

/**
 * One ownership change as the timeline tells it: "Thandi Nkosi's shareholding in Acme Holdings changed from
 * 25% to 40%, effective 1 March 2025, recorded by secretary on 3 March 2025. Reason: share transfer".
 */
export const timelineSentence = (item: OwnershipTimelineItem): string =>
  historySentence(asRecordChange(item));
