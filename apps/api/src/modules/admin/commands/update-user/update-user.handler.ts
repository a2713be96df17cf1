import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { foldedUsername } from '@ledgerline/contracts';
import { streams } from '@ledgerline/events';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { EventSourcedStreams } from '../../../../infrastructure/event-sourcing/event-sourced-streams';
import { notFound } from '../../../../shared/domain-error';
import { decideChangeSubscription } from '../../../accounts/domain/subscription.deciders';
import { PublicUserService } from '../../../identity/auth/public-user.service';
import { hashPassword } from '../../../identity/domain/password-hasher';
import {
  decideChangeRole,
  decideChangeUserProfile,
  decideSetPassword,
  userAccount,
} from '../../../identity/domain/user-account.decider';
import {
  decideClaimUsername,
  decideReleaseUsername,
  usernameClaim,
  usernameTaken,
} from '../../../identity/domain/username.decider';
import { InstallationAdminSeats } from '../../installation-admin-seats';
import { UpdateUserCommand } from './update-user.command';

/** Admin edit of a user: profile, password, role and the plan of the user's account, each on its own stream. */
@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly register: AccountRegisterService,
    private readonly users: PublicUserService,
    private readonly seats: InstallationAdminSeats,
  ) {}

  async execute({ actor, userId, patch }: UpdateUserCommand): Promise<void> {
    const user = await this.users.findDocument(userId);
    if (!user) throw notFound('User');
    const meta = { accountId: user.accountId, actorId: actor.userId, correlationId: actor.correlationId };
    const renamed = patch.username !== undefined && foldedUsername(patch.username) !== user.usernameLower;
    if (renamed) {
      if ((await this.users.usersNamed(patch.username!)).some((other) => other.userId !== userId))
        throw usernameTaken();
      await this.streams.execute(streams.username(patch.username!), usernameClaim, meta, (state) =>
        decideClaimUsername({ username: patch.username!, userId, accountId: user.accountId }, state),
      );
    }
    const profile = { username: patch.username, email: patch.email, fullName: patch.fullName };
    await this.streams.execute(streams.user(userId), userAccount, meta, (state) =>
      decideChangeUserProfile(profile, state),
    );
    if (renamed) {
      await this.streams.execute(streams.username(user.username), usernameClaim, meta, (state) =>
        decideReleaseUsername({ username: user.username, userId }, state),
      );
    }
    if (patch.password !== undefined) {
      const passwordHash = await hashPassword(patch.password);
      await this.streams.execute(streams.user(userId), userAccount, meta, (state) =>
        decideSetPassword(passwordHash, state),
      );
    }
    if (patch.isAdmin !== undefined) {
      const role = patch.isAdmin ? 'admin' : 'user';
      const changeRole = () =>
        this.streams.execute(streams.user(userId), userAccount, meta, (state) =>
          decideChangeRole(role, state),
        );
      if (patch.isAdmin) await this.seats.take(userId, meta, changeRole);
      else await this.seats.free(userId, 'demoted', meta, changeRole);
    }
    if (patch.subscriptionTier || patch.subscriptionStatus || patch.subscriptionExpiresAt !== undefined) {
      await this.register.decideFor(user.accountId, actor, (state) =>
        decideChangeSubscription(
          {
            tier: patch.subscriptionTier ?? state.tier,
            status: patch.subscriptionStatus ?? state.status,
            expiresAt: patch.subscriptionExpiresAt,
          },
          state,
        ),
      );
    }
  }
}
