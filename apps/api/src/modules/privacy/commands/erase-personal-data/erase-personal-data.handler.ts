import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PERSONAL_DATA_KEYS, type PersonalDataKeyStore, streams } from '@ledgerline/events';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
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
 * The erasure is recorded first, then the key destroyed (as a document file's, 0016): a crash in between
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
  ) {}

  async execute({ actor, entityId, overrideReason }: ErasePersonalDataCommand): Promise<void> {
    const today = await this.days.today(actor.accountId);
    try {
      await this.register.decide(actor, (state) =>
        decideErasePersonalData({ entityId, actorUserId: actor.userId, today, overrideReason }, state),
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'PRIVACY.ALREADY_ERASED')
        await this.shred(actor.accountId, entityId);
      throw error;
    }
    await this.shred(actor.accountId, entityId);
  }

  private async shred(accountId: number, entityId: number): Promise<void> {
    await this.keys.destroy(entityId);
    await this.streams.forget(streams.account(accountId));
    await this.idempotency.eraseSubject(entityId);
  }
}
