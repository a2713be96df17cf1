import { localDay } from '@ledgerline/contracts';
import type { AccountEvent, PrivacyEvent } from '@ledgerline/events';
import type { AccountRegisterState } from '../../accounts/domain/account-register.state';
import { withEntry, withoutEntry } from '../../../shared/id-map';

/** When an individual was registered and deleted, the days its retention counts from (docs/decisions/0032). */
export interface IndividualRecordDays {
  /** YYYY-MM-DD of the first registration (a restore keeps it); null without metadata (unit specs). */
  registeredOn: string | null;
  deleted: boolean;
  /** YYYY-MM-DD of the last deletion: the client relationship ended. */
  deletedOn: string | null;
  erased: boolean;
}

const dayOf = (event: object): string | null => {
  const recordedAt = (event as { metadata?: { recordedAt?: string } }).metadata?.recordedAt;
  return recordedAt ? localDay(recordedAt) : null;
};

/**
 * Every individual the account ever registered, deleted ones too (the Trash forgets them after 30 days, the
 * retention rules do not). An erased individual leaves the Trash: nothing personal remains to restore.
 */
export function evolvePersonalData(
  state: AccountRegisterState,
  event: { type: string; data: unknown },
): AccountRegisterState {
  const e = event as AccountEvent | PrivacyEvent;
  const individuals = state.individuals;
  switch (e.type) {
    case 'EntityRegistered': {
      if (e.data.entityType !== 'individual') return state;
      const known = individuals.get(e.data.entityId);
      const next = known
        ? { ...known, deleted: false, deletedOn: null }
        : { registeredOn: dayOf(event), deleted: false, deletedOn: null, erased: false };
      return { ...state, individuals: withEntry(individuals, e.data.entityId, next) };
    }
    case 'EntityDeleted': {
      const known = individuals.get(e.data.entityId);
      if (!known) return state;
      const next = { ...known, deleted: true, deletedOn: dayOf(event) };
      return { ...state, individuals: withEntry(individuals, e.data.entityId, next) };
    }
    case 'PersonalDataErased': {
      const known = individuals.get(e.data.entityId);
      if (!known) return state;
      const next = { ...known, erased: true };
      return {
        ...state,
        trash: withoutEntry(state.trash, e.data.entityId),
        individuals: withEntry(individuals, e.data.entityId, next),
      };
    }
    default:
      return state;
  }
}
