import { Inject, Injectable } from '@nestjs/common';
import type { AccountRole } from '@ledgerline/contracts';
import { ID_ALLOCATOR, type IdAllocator, streams } from '@ledgerline/events';
import {
  type CommandMeta,
  EventSourcedStreams,
} from '../../infrastructure/event-sourcing/event-sourced-streams';
import { DomainError } from '../../shared/domain-error';
import { accountRegister } from '../accounts/domain/account-register.state';
import { decideOpenAccount } from '../accounts/domain/open-account.decider';
import { userAccount } from '../identity/domain/user-account.decider';
import { decideChangeUserAccount } from './domain/user-account-change.decider';

/** Moves a user between accounts on their own stream, after the account's stream has decided it. */
@Injectable()
export class MemberMoves {
  constructor(
    private readonly streams: EventSourcedStreams,
    @Inject(ID_ALLOCATOR) private readonly ids: IdAllocator,
  ) {}

  async moveInto(userId: number, accountId: number, accountRole: AccountRole, meta: CommandMeta) {
    await this.streams.execute(streams.user(userId), userAccount, meta, (state) =>
      decideChangeUserAccount({ accountId, accountRole }, state),
    );
  }

  /**
   * A member who left or was removed owns a fresh, empty account on the free plan, as at registration
   * (docs/decisions/0038): they keep their sign-in and start a register of their own.
   */
  async moveToFreshAccount(userId: number, meta: CommandMeta): Promise<number> {
    const accountId = await this.openFreshAccount(userId, meta);
    await this.moveInto(userId, accountId, 'owner', { ...meta, accountId });
    return accountId;
  }

  /** An id whose stream is already in the log (a sequence that fell behind) is skipped, as at registration. */
  private async openFreshAccount(userId: number, meta: CommandMeta, attempt = 1): Promise<number> {
    const accountId = await this.ids.next('account');
    try {
      await this.streams.execute(
        streams.account(accountId),
        accountRegister,
        { ...meta, accountId },
        (state) => decideOpenAccount({ accountId, ownerUserId: userId }, state),
      );
      return accountId;
    } catch (error) {
      const taken = error instanceof DomainError && error.code === 'ACCOUNT.ALREADY_OPENED';
      if (!taken || attempt >= 3) throw error;
      await this.ids.raiseTo('account', accountId);
      return this.openFreshAccount(userId, meta, attempt + 1);
    }
  }
}
