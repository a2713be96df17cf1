import { personalDataErasableFrom } from '@ledgerline/contracts';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import type { AccountRegisterState } from '../../accounts/domain/account-register.state';

export interface ErasePersonalData {
  entityId: number;
  actorUserId: number;
  /** The account's today, YYYY-MM-DD. */
  today: string;
  /** Erase before the retention period is over: only with a written reason, kept on the event. */
  overrideReason: string | null;
}

const conflict = (code: string, message: string) =>
  new DomainError('conflict', `PRIVACY.${code}`, message, [{ field: 'entityId', message }]);

/**
 * POPIA s14 (docs/decisions/0032-popia-erasure.md): a deleted individual's personal fields may be erased once
 * the retention period is over (Companies Act 7 years after registration, FIC Act 5 years after deletion,
 * whichever is later), or earlier with a written override reason. A person in the register is never erased.
 */
export function decideErasePersonalData(
  command: ErasePersonalData,
  state: AccountRegisterState,
): DomainEventData[] {
  const person = state.individuals.get(command.entityId);
  if (!person) throw notFound('Individual');
  if (person.erased)
    throw conflict('ALREADY_ERASED', 'The personal data of this individual is already erased');
  if (!person.deleted)
    throw conflict(
      'STILL_IN_REGISTER',
      'This individual is still in the register: delete it first; personal data is erased only after the retention period',
    );
  const retainedUntil = personalDataErasableFrom(person) ?? command.today;
  const overdue = command.today >= retainedUntil;
  if (!overdue && !command.overrideReason)
    throw conflict(
      'RETENTION_NOT_OVER',
      `The personal data of this individual is kept under the retention rules until ${retainedUntil} ` +
        '(Companies Act 7 years after registration, FIC Act 5 years after deletion); give an override reason to erase it earlier',
    );
  return [
    {
      type: 'PersonalDataErased',
      data: {
        entityId: command.entityId,
        accountId: state.accountId,
        erasedByUserId: command.actorUserId,
        basis: overdue ? 'retention_elapsed' : 'override',
        retainedUntil,
        overrideReason: overdue ? null : command.overrideReason,
      },
    },
    // The person's documents are the person's personal data: their files go with them (0016 reconciled in 0032).
    ...[...state.retainedFiles]
      .filter(([, file]) => file.entityId === command.entityId)
      .map(([documentId, file]) => ({
        type: 'DocumentFileErased',
        data: { documentId, accountId: state.accountId, storageKey: file.storageKey, retainedUntil },
      })),
  ];
}
