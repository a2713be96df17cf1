import { Inject, Injectable } from '@nestjs/common';
import { ID_ALLOCATOR, type IdAllocator, streams } from '@ledgerline/events';
import type { Actor } from '../../shared/actor';
import {
  accountRegister,
  type AccountRegisterState,
} from '../../modules/accounts/domain/account-register.state';
import type { DomainEventData } from './decider';
import { EventSourcedStreams } from './event-sourced-streams';

/** Runs a pure decision on the actor's account register (docs/decisions/0001-account-stream.md). */
@Injectable()
export class AccountRegisterService {
  constructor(
    private readonly streams: EventSourcedStreams,
    @Inject(ID_ALLOCATOR) private readonly ids: IdAllocator,
  ) {}

  decide(actor: Actor, decide: (state: AccountRegisterState) => DomainEventData[]): Promise<bigint | null> {
    return this.decideFor(actor.accountId, actor, decide);
  }

  /** An admin acting on another account (plan changes, closing the account of a deleted user). */
  decideFor(
    accountId: number,
    actor: Actor,
    decide: (state: AccountRegisterState) => DomainEventData[],
  ): Promise<bigint | null> {
    const meta = { accountId, actorId: actor.userId, correlationId: actor.correlationId };
    return this.streams.execute(streams.account(accountId), accountRegister, meta, decide);
  }

  nextId(
    sequence: 'entity' | 'relationship' | 'asset' | 'group' | 'filing' | 'document' | 'notification',
  ): Promise<number> {
    return this.ids.next(sequence);
  }
}
