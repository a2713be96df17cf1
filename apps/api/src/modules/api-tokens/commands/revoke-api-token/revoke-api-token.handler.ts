import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedStreams } from '../../../../infrastructure/event-sourcing/event-sourced-streams';
import { apiToken, apiTokenStream, decideRevokeApiToken } from '../../domain/api-token.decider';
import { RevokeApiTokenCommand } from './revoke-api-token.command';

/** The read model is awaited (as for every command), so the token stops working before the answer. */
@CommandHandler(RevokeApiTokenCommand)
export class RevokeApiTokenHandler implements ICommandHandler<RevokeApiTokenCommand> {
  constructor(private readonly streams: EventSourcedStreams) {}

  async execute({ actor, tokenId }: RevokeApiTokenCommand): Promise<void> {
    const command = { tokenId, accountId: actor.accountId, userId: actor.userId };
    await this.streams.execute(
      apiTokenStream(tokenId),
      apiToken,
      { accountId: actor.accountId, actorId: actor.userId, correlationId: actor.correlationId },
      (state) => decideRevokeApiToken(command, state),
    );
  }
}
