import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ID_ALLOCATOR, type IdAllocator, streams } from '@ledgerline/events';
import { EventSourcedStreams } from '../../../../infrastructure/event-sourcing/event-sourced-streams';
import { accountRegister } from '../../../accounts/domain/account-register.state';
import { decideOpenAccount } from '../../../accounts/domain/open-account.decider';
import { hashPassword } from '../../domain/password-hasher';
import { decideClaimUsername, usernameClaim } from '../../domain/username.decider';
import { RegisterUserCommand } from './register-user.command';

/**
 * Registering opens a new account (the tenant) on the free plan. The username is claimed first with a
 * stream that must not exist yet, which keeps usernames unique across concurrent registrations; the
 * first user of a fresh install claims the installation's admin seat the same way.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly streams: EventSourcedStreams,
    @Inject(ID_ALLOCATOR) private readonly ids: IdAllocator,
  ) {}

  async execute({ request, correlationId }: RegisterUserCommand): Promise<{ userId: number }> {
    const passwordHash = await hashPassword(request.password);
    const [userId, accountId] = await Promise.all([this.ids.next('user'), this.ids.next('account')]);
    const meta = { accountId, actorId: userId, correlationId };
    const username = request.username.trim();

    await this.streams.execute(streams.username(username), usernameClaim, meta, (state) =>
      decideClaimUsername({ username, userId, accountId }, state),
    );
    const isFirstUser = await this.streams.claim(streams.installation, meta, [
      { type: 'FirstAdminDesignated', data: { userId } },
    ]);
    await this.streams.claim(streams.user(userId), meta, [
      {
        type: 'UserRegistered',
        data: {
          userId,
          accountId,
          username,
          email: request.email || null,
          fullName: request.fullName?.trim() || null,
          passwordHash,
          role: isFirstUser ? 'admin' : 'user',
        },
      },
    ]);
    await this.streams.execute(streams.account(accountId), accountRegister, meta, (state) =>
      decideOpenAccount({ accountId, ownerUserId: userId }, state),
    );
    return { userId };
  }
}
