import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streams } from '@ledgerline/events';
import { EventSourcedStreams } from '../../../../infrastructure/event-sourcing/event-sourced-streams';
import { CLOCK, type Clock } from '../../../../shared/clock';
import { DomainError } from '../../../../shared/domain-error';
import { accountRegister } from '../../../accounts/domain/account-register.state';
import { acceptInvitationInto } from '../../domain/accept-invitation-into';
import { decideLeaveOwnAccount } from '../../domain/team.deciders';
import { MemberMoves } from '../../member-moves';
import { AcceptInvitationCommand } from './accept-invitation.command';

/**
 * A signed-in user without a register of their own joins the inviting account: the seat is taken on that
 * account's stream, the user's stream follows, and their own empty account is closed.
 */
@CommandHandler(AcceptInvitationCommand)
export class AcceptInvitationHandler implements ICommandHandler<AcceptInvitationCommand> {
  private readonly logger = new Logger('AcceptInvitation');

  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly moves: MemberMoves,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, accountId, tokenHash }: AcceptInvitationCommand): Promise<void> {
    if (accountId === actor.accountId)
      throw new DomainError('conflict', 'TEAM.ALREADY_MEMBER', 'You are already a member of this account.');
    const ownAccount = streams.account(actor.accountId);
    const own = await this.streams.load(ownAccount, accountRegister);
    decideLeaveOwnAccount({ userId: actor.userId }, own.state);
    const meta = { accountId, actorId: actor.userId, correlationId: actor.correlationId };
    const role = await acceptInvitationInto(
      this.streams,
      { accountId, tokenHash, userId: actor.userId, now: this.clock.now() },
      meta,
    );
    await this.moves.moveInto(actor.userId, accountId, role, meta);
    const ownMeta = { ...meta, accountId: actor.accountId };
    await this.streams
      .execute(ownAccount, accountRegister, ownMeta, (state) =>
        decideLeaveOwnAccount({ userId: actor.userId }, state),
      )
      .catch((error: unknown) =>
        // Something was recorded there meanwhile: the account stays, ownerless but intact, for an admin.
        this.logger.warn(`Account ${actor.accountId} was left open: ${String(error)}`),
      );
  }
}
