import { type FilingRequirementView, filingTypeName as label, formatDisplayDay } from '@ledgerline/contracts';

export const NOTICE_DAYS = [30, 14, 7, 1] as const;

export interface DeadlineNotice {
  filingId: number;
  entityId: number;
  type: string;
  message: string;
  actionUrl: string;
  dedupeKey: string;
}

/**
 * The notice a filing is due for now: the smallest threshold (30, 14, 7, 1 days) it has crossed, or overdue.
 * A scheduler that was down on the exact day still sends the current notice once, never the missed ones.
 */
export function noticeFor(filing: FilingRequirementView): DeadlineNotice | null {
  if (filing.storedStatus !== 'pending' && filing.storedStatus !== 'overdue') return null;
  const days = filing.daysUntilDue;
  const threshold = NOTICE_DAYS.filter((d) => days <= d).at(-1);
  if (days >= 0 && threshold === undefined) return null;
  const kind = days < 0 ? 'filing_overdue' : `deadline_${threshold}_days`;
  const name = filing.entity?.name ?? `entity #${filing.entityId}`;
  // Shown as every day is shown (docs/decisions/0044); a calendar day reads the same in every zone.
  const due = formatDisplayDay(filing.dueDate) ?? filing.dueDate;
  const message =
    days < 0
      ? `${label(filing.requirementType)} for ${name} is overdue (was due ${due}).`
      : `${label(filing.requirementType)} for ${name} is due in ${days} day${days === 1 ? '' : 's'} (${due}).`;
  const section = filing.entity?.type === 'trust' ? 'trusts' : 'companies';
  return {
    filingId: filing.id,
    entityId: filing.entityId,
    type: kind,
    message,
    actionUrl: `/${section}/${filing.entityId}/compliance`,
    dedupeKey: `${filing.id}:${filing.dueDate}:${kind}`,
  };
}
