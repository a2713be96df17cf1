import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { EventSourcedStreams } from '../../../../infrastructure/event-sourcing/event-sourced-streams';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { apiToken, apiTokenStream, decideRevokeApiToken } from '../../domain/api-token.decider';

const TOKEN_ID = /^[0-9a-f-]{36}$/;

/** Revokes one of the signed-in user's own tokens; it stops working at once (the read model is awaited). */
@Controller('account/tokens')
@UseGuards(AuthenticatedGuard)
export class RevokeApiTokenController {
  constructor(private readonly streams: EventSourcedStreams) {}

  @Delete(':id')
  @HttpCode(204)
  async revoke(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    const command = {
      tokenId: TOKEN_ID.test(id) ? id : 'none',
      accountId: actor.accountId,
      userId: actor.userId,
    };
    await this.streams.execute(
      apiTokenStream(command.tokenId),
      apiToken,
      { accountId: actor.accountId, actorId: actor.userId, correlationId: actor.correlationId },
      (state) => decideRevokeApiToken(command, state),
    );
  }
}
