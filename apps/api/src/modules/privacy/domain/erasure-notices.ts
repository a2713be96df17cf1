import { personalDataErasableFrom } from '@ledgerline/contracts';
import type { AccountRegisterState } from '../../accounts/domain/account-register.state';

export interface ErasureNotice {
  entityId: number;
  filingId: null;
  type: 'erasure_due';
  message: string;
  actionUrl: string;
  dedupeKey: string;
}

/**
 * The scan's notice for each deleted individual whose retention period is over (docs/decisions/0032), once per
 * person. It names the person by id only: a notification is kept in plain, the name is not.
 */
export function erasureNotices(state: AccountRegisterState, today: string): ErasureNotice[] {
  return [...state.individuals].flatMap(([entityId, person]) => {
    const from = person.deleted && !person.erased ? personalDataErasableFrom(person) : null;
    if (from === null || from > today) return [];
    return [
      {
        entityId,
        filingId: null,
        type: 'erasure_due',
        message: `The personal data of deleted individual #${entityId} is due for erasure (kept until ${from}).`,
        actionUrl: '/personal-data',
        dedupeKey: `erasure-due:${entityId}`,
      },
    ];
  });
}
