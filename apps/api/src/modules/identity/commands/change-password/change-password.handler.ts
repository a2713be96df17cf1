import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streams } from '@ledgerline/events';
import { EventSourcedStreams } from '../../../../infrastructure/event-sourcing/event-sourced-streams';
import { hashPassword, verifyPassword } from '../../domain/password-hasher';
import { decideChangePassword, userAccount } from '../../domain/user-account.decider';
import { ChangePasswordCommand } from './change-password.command';

/**
 * Checks the current password against the user's stream (not the read model, which may lag), hashes the new
 * one only when it is right, and appends UserPasswordChanged with the revision the check was made on.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(private readonly streams: EventSourcedStreams) {}

  async execute({ actor, request }: ChangePasswordCommand): Promise<void> {
    const stream = streams.user(actor.userId);
    const { state } = await this.streams.load(stream, userAccount);
    const currentPasswordValid = await verifyPassword(request.currentPassword, state.passwordHash);
    const check = {
      checkedHash: state.passwordHash,
      currentPasswordValid,
      newPasswordHash: currentPasswordValid ? await hashPassword(request.newPassword) : '',
    };
    const meta = { accountId: actor.accountId, actorId: actor.userId, correlationId: actor.correlationId };
    await this.streams.execute(stream, userAccount, meta, (current) => decideChangePassword(check, current));
  }
}
