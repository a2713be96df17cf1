import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatedApiToken } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { EventSourcedStreams } from '../../../../infrastructure/event-sourcing/event-sourced-streams';
import { AccountDays } from '../../../../shared/account-days';
import { ACCOUNTS, type AccountDocument } from '../../../accounts/projections/account.read-model';
import { apiToken, apiTokenStream, decideCreateApiToken } from '../../domain/api-token.decider';
import { newTokenSecret } from '../../domain/token-secret';
import { CreateApiTokenCommand } from './create-api-token.command';

@CommandHandler(CreateApiTokenCommand)
export class CreateApiTokenHandler implements ICommandHandler<CreateApiTokenCommand> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly days: AccountDays,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async execute({ actor, request }: CreateApiTokenCommand): Promise<CreatedApiToken> {
    const account = await this.readStore.get<AccountDocument>(ACCOUNTS, String(actor.accountId));
    const tokenId = randomUUID();
    const { token, tokenHash, prefix } = newTokenSecret();
    const command = {
      tokenId,
      accountId: actor.accountId,
      userId: actor.userId,
      tier: account?.tier ?? 'free',
      name: request.name,
      scopes: request.scopes,
      expiresAt: request.expiresAt ?? null,
      tokenHash,
      prefix,
      today: await this.days.today(actor.accountId),
    };
    await this.streams.execute(apiTokenStream(tokenId), apiToken, this.meta(actor), (state) =>
      decideCreateApiToken(command, state),
    );
    return { id: tokenId, token };
  }

  private meta(actor: CreateApiTokenCommand['actor']) {
    return { accountId: actor.accountId, actorId: actor.userId, correlationId: actor.correlationId };
  }
}
