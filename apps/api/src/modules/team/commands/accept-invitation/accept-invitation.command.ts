import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';

/** A signed-in user accepts; signing up by an invitation is RegisterUserCommand with `joining`. */
export class AcceptInvitationCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly accountId: number,
    readonly tokenHash: string,
  ) {
    super();
  }
}
