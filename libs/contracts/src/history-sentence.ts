import { formatLongDay } from './display-dates';
import { ERASED_VALUE } from './personal-data';
import type { RecordChangeView } from './record-history.schema';

/** 'ownershipPercentage' -> 'ownership percentage'. */
export const fieldLabel = (field: string): string =>
  field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/**
 * The history's sentences (docs/decisions/0028) with days in `timeZone`: the web app's History tab and
 * Audit log, and the audit export's PDF, read the same words.
 */
export function historySentences(timeZone: string) {
  /** '3 March 2025': an instant on its day in the zone, a calendar day as itself. */
  const historyDay = (value: string): string => formatLongDay(value, timeZone) ?? value;

  const words = (value: string | null): string => (value ?? '').replace(/_/g, ' ');

  function fieldValue(field: string, value: unknown): string {
    if (value === null || value === undefined || value === '') return 'none';
    // An erased individual's personal field (POPIA, docs/decisions/0032).
    if (value === ERASED_VALUE) return 'erased';
    if (field === 'ownershipPercentage' && typeof value === 'number') return `${value}%`;
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? historyDay(value) : value;
    if (typeof value === 'number') return String(value);
    return JSON.stringify(value);
  }

  /** A record by the name it had then; "Ent 7 (now Renamed Seven)" where it has been renamed since. */
  const named = (name: string | null | undefined, id?: number, nameThen?: string) =>
    nameThen ? `${nameThen} (now ${name ?? `#${id}`})` : (name ?? (id ? `#${id}` : 'an unknown record'));

  /** The record as a phrase: "Thandi Nkosi's shareholding in Acme Holdings", "asset Head office of Acme". */
  function subjectOf({ record }: RecordChangeView): string {
    const [first, second] = record.entities;
    switch (record.type) {
      case 'entity':
        return named(record.name, record.id, record.nameThen);
      case 'relationship': {
        const source = named(first?.name, first?.id, first?.nameThen);
        const target = named(second?.name, second?.id, second?.nameThen);
        return record.relationshipType === 'shareholder'
          ? `${source}'s shareholding in ${target}`
          : `${source}'s ${words(record.relationshipType)} relationship with ${target}`;
      }
      case 'asset':
        return `asset ${named(record.name, record.id, record.nameThen)}${first ? ` of ${named(first.name, first.id, first.nameThen)}` : ''}`;
      case 'filing': {
        // 'annual_return' reads 'annual return filing'; 'beneficial_ownership_filing' already says it.
        const kind = words(record.name);
        const filing = /\bfiling$/i.test(kind) ? kind : `${kind} filing`;
        return `${filing}${first ? ` for ${named(first.name, first.id, first.nameThen)}` : ''}`;
      }
      case 'document':
        return `document ${named(record.name, record.id, record.nameThen)}${first ? ` of ${named(first.name, first.id, first.nameThen)}` : ''}`;
      case 'group':
        return `group ${named(record.name, record.id, record.nameThen)}`;
    }
  }

  const NAME_FIELDS = ['name', 'originalName', 'requirementType'];

  /** A creation names the record as it was created; a later rename shows in its own change. */
  function created(change: RecordChangeView): string {
    const { fields } = change;
    const initialName = NAME_FIELDS.map((field) => fields?.[field]).find(
      (value) => typeof value === 'string',
    );
    const record =
      typeof initialName === 'string'
        ? { ...change.record, name: initialName, nameThen: undefined }
        : change.record;
    if (record.type === 'entity')
      return `${record.entityType ?? 'entity'} ${named(record.name, record.id, record.nameThen)} was created`;
    if (record.type === 'relationship') {
      const [source, target] = record.entities;
      const share =
        typeof fields?.ownershipPercentage === 'number' ? ` (${fields.ownershipPercentage}%)` : '';
      return `${named(source?.name, source?.id, source?.nameThen)} became ${words(record.relationshipType)}${share} of ${named(target?.name, target?.id, target?.nameThen)}`;
    }
    return `${subjectOf({ ...change, record })} was added`;
  }

  function updated(change: RecordChangeView): string {
    const subject = subjectOf(change);
    const entries = Object.entries(change.changes ?? {});
    const phrase = ([field, { from, to }]: [string, { from: unknown; to: unknown }]) =>
      `changed from ${fieldValue(field, from)} to ${fieldValue(field, to)}`;
    const share = entries.find(([field]) => field === 'ownershipPercentage');
    const others = entries
      .filter((entry) => entry !== share)
      .map((entry) => `${fieldLabel(entry[0])} ${phrase(entry)}`);
    if (share && change.record.type === 'relationship')
      return [`${subject} ${phrase(share)}`, ...others].join('; ');
    if (entries.length === 0) return `${subject} was updated`;
    return `${subject}: ${[...(share ? [`${fieldLabel(share[0])} ${phrase(share)}`] : []), ...others].join('; ')}`;
  }

  const REMOVAL_REASONS: Record<string, string> = {
    entity_deleted: ' with its entity',
    group_deleted: ' with its group',
  };

  /** A deleted link was recorded in error: as-of reads never show it (docs/decisions/0033). */
  const removalOf = (change: RecordChangeView): string =>
    REMOVAL_REASONS[change.reason ?? ''] ??
    (change.record.type === 'relationship' ? ' as recorded in error' : '');

  function what(change: RecordChangeView): string {
    const group = typeof change.fields?.groupName === 'string' ? change.fields.groupName : 'a deleted group';
    switch (change.kind) {
      case 'created':
        return created(change);
      case 'updated':
        return updated(change);
      case 'removed':
        return `${subjectOf(change)} was ${change.record.type === 'entity' ? 'deleted' : 'removed'}${removalOf(change)}`;
      case 'restored':
        return `${subjectOf(change)} was restored from Trash`;
      case 'added_to_group':
        return `${subjectOf(change)} was added to group ${group}`;
      case 'removed_from_group':
        return `${subjectOf(change)} was removed from group ${group}`;
      case 'file_erased':
        return `the file of ${subjectOf(change)} was erased after its retention period`;
      case 'personal_data_erased':
        return `the personal data of ${subjectOf(change)} was erased ${
          change.fields?.basis === 'override'
            ? 'before its retention period was over'
            : 'after its retention period'
        }`;
    }
  }

  const actorName = ({ actor }: RecordChangeView) =>
    actor.name ?? (actor.id === null ? 'the system' : `user #${actor.id}`);

  /**
   * One change as a sentence: "Thandi Nkosi's shareholding in Acme Holdings changed from 25% to 40%,
   * effective 1 March 2025, recorded by secretary on 3 March 2025. Reason: share transfer". The evidence link
   * follows it as an element (HistoryEntry).
   */
  function historySentence(change: RecordChangeView): string {
    const effective = change.effectiveAt ? `, effective ${historyDay(change.effectiveAt)}` : '';
    const reason = change.changeReason ? `. Reason: ${change.changeReason}` : '';
    const sentence = `${what(change)}${effective}, recorded by ${actorName(change)} on ${historyDay(change.recordedAt)}${reason}`;
    return sentence.charAt(0).toUpperCase() + sentence.slice(1);
  }

  return { historyDay, fieldValue, historySentence };
}
