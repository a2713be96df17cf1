import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PERSONAL_DATA_KEYS, type PersonalDataKeyStore, streams } from '@ledgerline/events';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import {
  DOCUMENT_STORAGE,
  type DocumentStorage,
} from '../../../../infrastructure/documents/document-storage.port';
import {
  IDEMPOTENCY_STORE,
  type IdempotencyStore,
} from '../../../../infrastructure/idempotency/idempotency-store.port';
import { EventSourcedStreams } from '../../../../infrastructure/event-sourcing/event-sourced-streams';
import { AccountDays } from '../../../../shared/account-days';
import { DomainError } from '../../../../shared/domain-error';
import { decideErasePersonalData } from '../../domain/erase-personal-data.decider';
import { ErasePersonalDataCommand } from './erase-personal-data.command';

/**
 * The erasure is recorded first (with the erasure of the person's document files), then the files deleted
 * and the key destroyed (as a document file's, 0016): a crash in between
 * leaves the event that says who erased and why, and a retry (answered 409, already erased) destroys the key.
 * From the event on, every process reads the person's fields as erased, key or no key. The account's cached
 * state and its snapshots (0036), which may hold the person's profile from before, are dropped, and last the
 * answers kept for idempotent retries that repeat the person's fields are overwritten.
 */
@CommandHandler(ErasePersonalDataCommand)
export class ErasePersonalDataHandler implements ICommandHandler<ErasePersonalDataCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    private readonly days: AccountDays,
    @Inject(PERSONAL_DATA_KEYS) private readonly keys: PersonalDataKeyStore,
    private readonly streams: EventSourcedStreams,
    @Inject(IDEMPOTENCY_STORE) private readonly idempotency: IdempotencyStore,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async execute({ actor, entityId, overrideReason }: ErasePersonalDataCommand): Promise<void> {
    const today = await this.days.today(actor.accountId);
    let files: string[] = [];
    try {
      await this.register.decide(actor, (state) => {
        const events = decideErasePersonalData(
          { entityId, actorUserId: actor.userId, today, overrideReason },
          state,
        );
        files = events.flatMap((event) =>
          event.type === 'DocumentFileErased' ? [(event.data as { storageKey: string }).storageKey] : [],
        );
        return events;
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'PRIVACY.ALREADY_ERASED')
        await this.shred(actor.accountId, entityId);
      throw error;
    }
    for (const storageKey of files) await this.storage.erase(storageKey);
    await this.shred(actor.accountId, entityId);
  }

  private async shred(accountId: number, entityId: number): Promise<void> {
    await this.keys.destroy(entityId);
    await this.streams.forget(streams.account(accountId));
    await this.idempotency.eraseSubject(entityId);
  }
}
