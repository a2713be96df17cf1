import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore, ID_ALLOCATOR, type IdAllocator, streams } from '@ledgerline/events';
import {
  type CommandMeta,
  EventSourcedStreams,
} from '../../../../infrastructure/event-sourcing/event-sourced-streams';
import type { Clock } from '../../../../shared/clock';
import { CLOCK } from '../../../../shared/clock';
import { DomainError } from '../../../../shared/domain-error';
import { accountRegister } from '../../../accounts/domain/account-register.state';
import { decideOpenAccount } from '../../../accounts/domain/open-account.decider';
import { hashPassword } from '../../domain/password-hasher';
import {
  decideClaimUsername,
  decideReleaseUsername,
  usernameClaim,
  usernameTaken,
} from '../../domain/username.decider';
import { PublicUserService } from '../../auth/public-user.service';
import { acceptInvitationInto } from '../../../team/domain/accept-invitation-into';
import { RegisterUserCommand } from './register-user.command';

/** A claim whose registration never completed (the process died in between) is taken over after this. */
export const STALE_USERNAME_CLAIM_MS = 60_000;
const ATTEMPTS = 3;

class IdInUse extends Error {}

const registrationCollided = (): DomainError =>
  new DomainError(
    'conflict',
    'USER.REGISTRATION_COLLIDED',
    'Registration could not be completed; please try again.',
  );

/**
 * Registering opens a new account (the tenant) on the free plan. The username is claimed first with a
 * stream that must not exist yet, which keeps usernames unique across concurrent registrations; the
 * first user of a fresh install claims the installation's admin seat the same way. The user and account
 * streams must not exist either: an id already in the log is never reused, so nobody is ever signed in as
 * somebody else. A registration that fails after its username claim releases the name again.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  private readonly logger = new Logger('RegisterUser');

  constructor(
    private readonly streams: EventSourcedStreams,
    @Inject(ID_ALLOCATOR) private readonly ids: IdAllocator,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: PublicUserService,
  ) {}

  async execute({ request, correlationId, joining }: RegisterUserCommand): Promise<{ userId: number }> {
    const username = request.username.trim().normalize('NFC');
    // The username streams keep names apart by their folded form; a user registered before that may hold it.
    if ((await this.users.usersNamed(username)).length > 0) throw usernameTaken();
    const passwordHash = await hashPassword(request.password);
    for (let attempt = 1; ; attempt++) {
      const [userId, accountId] = await Promise.all([this.freshId('user'), this.freshId('account')]);
      const meta = { accountId: joining?.accountId ?? accountId, actorId: userId, correlationId };
      await this.claimUsername(username, userId, meta.accountId, meta);
      try {
        await this.register(request, { username, passwordHash, userId, accountId }, meta, joining);
        return { userId };
      } catch (error) {
        await this.releaseUsername(username, userId, meta);
        if (!(error instanceof IdInUse)) throw error;
        this.logger.warn(
          `Registration of '${username}': ${error.message}; attempt ${attempt} of ${ATTEMPTS}`,
        );
        if (attempt >= ATTEMPTS) throw registrationCollided();
      }
    }
  }

  private async register(
    request: RegisterUserCommand['request'],
    user: { username: string; passwordHash: string; userId: number; accountId: number },
    meta: CommandMeta,
    joining?: RegisterUserCommand['joining'],
  ): Promise<void> {
    const { userId, username, passwordHash } = user;
    const isFirstUser = await this.streams.claim(streams.installation, meta, [
      { type: 'FirstAdminDesignated', data: { userId } },
    ]);
    // An invited user takes their seat first: a full account or a dead link refuses before the user exists.
    const accountRole = joining
      ? await acceptInvitationInto(this.streams, { ...joining, userId, now: this.clock.now() }, meta)
      : undefined;
    const accountId = joining?.accountId ?? user.accountId;
    const registered = await this.streams.claim(streams.user(userId), meta, [
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
          ...(accountRole ? { accountRole } : {}),
        },
      },
    ]);
    if (!registered) throw new IdInUse(`user ${userId} exists`);
    if (joining) return;
    await this.streams.execute(streams.account(accountId), accountRegister, meta, (state) =>
      decideOpenAccount({ accountId, ownerUserId: userId }, state),
    );
  }

  /** An id of the sequence whose stream is not in the log yet (the allocator checks the log's maximum). */
  private async freshId(sequence: 'user' | 'account'): Promise<number> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const id = await this.ids.next(sequence);
      const stream = sequence === 'user' ? streams.user(id) : streams.account(id);
      if (!(await this.exists(stream))) return id;
      this.logger.warn(`The '${sequence}' sequence handed out ${id}, which is in the log already`);
      await this.ids.raiseTo(sequence, id);
    }
    throw registrationCollided();
  }

  private async exists(streamName: string): Promise<boolean> {
    return (await this.store.readStream(streamName, { maxCount: 1 })).length > 0;
  }

  /** Claims the name; a claim left by a registration that never completed is taken over once stale. */
  private async claimUsername(username: string, userId: number, accountId: number, meta: CommandMeta) {
    const stream = streams.username(username);
    await this.streams
      .execute(stream, usernameClaim, meta, (state) =>
        decideClaimUsername({ username, userId, accountId }, state),
      )
      .catch(async (error: unknown) => {
        if (!(error instanceof DomainError) || error.code !== 'USER.USERNAME_TAKEN') throw error;
        const holder = await this.staleHolder(stream);
        if (holder === null) throw error;
        this.logger.warn(`Taking over '${username}' from user ${holder}, whose registration never completed`);
        await this.streams.execute(stream, usernameClaim, meta, (state) =>
          state.holderUserId === holder
            ? [
                ...decideReleaseUsername({ username, userId: holder }, state),
                { type: 'UsernameClaimed', data: { username, userId, accountId } },
              ]
            : decideClaimUsername({ username, userId, accountId }, state),
        );
      });
  }

  /** The holder of the name when its claim is older than STALE_USERNAME_CLAIM_MS and its user never registered. */
  private async staleHolder(stream: string): Promise<number | null> {
    const events = await this.store.readStream(stream);
    const claim = events.at(-1);
    if (!claim || claim.type !== 'UsernameClaimed') return null;
    const holder = (claim.data as { userId: number }).userId;
    const age = this.clock.now().getTime() - Date.parse(claim.metadata.recordedAt);
    if (age < STALE_USERNAME_CLAIM_MS || (await this.exists(streams.user(holder)))) return null;
    return holder;
  }

  private async releaseUsername(username: string, userId: number, meta: CommandMeta): Promise<void> {
    await this.streams
      .execute(streams.username(username), usernameClaim, meta, (state) =>
        decideReleaseUsername({ username, userId }, state),
      )
      .catch((error: unknown) => this.logger.error(`Could not release '${username}': ${String(error)}`));
  }
}
