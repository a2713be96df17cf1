import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streams } from '@ledgerline/events';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { EventSourcedStreams } from '../../../../infrastructure/event-sourcing/event-sourced-streams';
import { notFound } from '../../../../shared/domain-error';
import { decideCloseAccount } from '../../../accounts/domain/subscription.deciders';
import { PublicUserService } from '../../../identity/auth/public-user.service';
import { decideDeleteUser, userAccount } from '../../../identity/domain/user-account.decider';
import { decideReleaseUsername, usernameClaim } from '../../../identity/domain/username.decider';
import { USERS } from '../../../identity/projections/user.read-model';
import { decideDropDeletedMember } from '../../../team/domain/team.deciders';
import { InstallationAdminSeats } from '../../installation-admin-seats';
import { DeleteUserCommand } from './delete-user.command';

/**
 * Deleting a user frees the username and, when nobody else uses the account, closes it: every read model
 * drops the account's records while the events stay for the audit trail. The user's sessions end because
 * each request reloads the user and a deleted user no longer loads.
 */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly register: AccountRegisterService,
    private readonly users: PublicUserService,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly seats: InstallationAdminSeats,
  ) {}

  async execute({ actor, userId }: DeleteUserCommand): Promise<void> {
    const user = await this.users.findDocument(userId);
    if (!user) throw notFound('User');
    const meta = { accountId: user.accountId, actorId: actor.userId, correlationId: actor.correlationId };
    await this.seats.free(userId, 'deleted', meta, () =>
      this.streams.execute(streams.user(userId), userAccount, meta, (state) => decideDeleteUser(state)),
    );
    await this.streams.execute(streams.username(user.username), usernameClaim, meta, (state) =>
      decideReleaseUsername({ username: user.username, userId }, state),
    );
    const remaining = await this.readStore.count(USERS, { accountId: user.accountId });
    if (remaining > 0)
      await this.register.decideFor(user.accountId, actor, (state) =>
        decideDropDeletedMember({ userId, deletedByUserId: actor.userId }, state),
      );
    if (remaining === 0)
      await this.register.decideFor(user.accountId, actor, (state) =>
        decideCloseAccount({ closedByUserId: actor.userId }, state),
      );
  }
}
