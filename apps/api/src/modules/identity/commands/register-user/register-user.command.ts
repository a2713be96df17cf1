import { Command } from '@nestjs/cqrs';
import type { RegisterRequest } from '@ledgerline/contracts';

export class RegisterUserCommand extends Command<{ userId: number }> {
  constructor(
    readonly request: RegisterRequest,
    readonly correlationId: string,
  ) {
    super();
  }
}
