import { Command } from '@nestjs/cqrs';
import type { RegisterRequest } from '@ledgerline/contracts';

export class RegisterUserCommand extends Command<{ userId: number }> {
  constructor(
    readonly request: RegisterRequest,
    readonly correlationId: string,
    /** Signing up by an invitation: the user takes a seat in that account instead of opening one. */
    readonly joining?: { accountId: number; tokenHash: string },
  ) {
    super();
  }
}
