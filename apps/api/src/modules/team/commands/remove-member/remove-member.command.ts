import { Command } from '@nestjs/cqrs';
import type { UserSessions } from '../../../../infrastructure/session/user-sessions.port';
import type { Actor } from '../../../../shared/actor';

/** Removing a member, or leaving when `userId` is the actor's own. */
export class RemoveMemberCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly userId: number,
    /** The session store, whose sessions of the member end at once. */
    readonly sessions: UserSessions,
  ) {
    super();
  }
}
