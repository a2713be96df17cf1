import { Command } from '@nestjs/cqrs';
import type { ChangePasswordRequest } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly request: ChangePasswordRequest,
  ) {
    super();
  }
}
