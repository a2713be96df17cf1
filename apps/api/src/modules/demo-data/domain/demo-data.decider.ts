import { DomainError } from '../../../shared/domain-error';
import type { AccountRegisterState } from '../../accounts/domain/account-register.state';

export const DEMO_REFUSED_MESSAGE =
  'Demo data can only be loaded into an empty account: this one already has records. Delete them first, or use another account.';

export const demoRefused = (): DomainError =>
  new DomainError('conflict', 'DEMO.ACCOUNT_NOT_EMPTY', DEMO_REFUSED_MESSAGE);

/**
 * The demo goes only into an empty register (409 otherwise): mixed into real records it would be hard to tell
 * apart and to remove. Records in Trash count too, since they can come back.
 */
export function checkDemoAllowed(state: AccountRegisterState): void {
  const held =
    state.entities.size +
    state.relationships.size +
    state.assets.size +
    state.groups.size +
    state.filings.size +
    state.documents.size +
    state.trash.size;
  if (held > 0) throw demoRefused();
}
