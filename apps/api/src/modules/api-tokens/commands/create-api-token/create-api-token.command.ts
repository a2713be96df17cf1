import { Command } from '@nestjs/cqrs';
import type { CreateApiTokenRequest, CreatedApiToken } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';

export class CreateApiTokenCommand extends Command<CreatedApiToken> {
  constructor(
    readonly actor: Actor,
    readonly request: CreateApiTokenRequest,
  ) {
    super();
  }
}
