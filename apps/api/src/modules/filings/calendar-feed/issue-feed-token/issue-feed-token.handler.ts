import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideIssueFeedToken, hashFeedToken, newFeedToken } from '../feed-token';
import { IssueFeedTokenCommand } from './issue-feed-token.command';

@CommandHandler(IssueFeedTokenCommand)
export class IssueFeedTokenHandler implements ICommandHandler<IssueFeedTokenCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute({ actor }: IssueFeedTokenCommand): Promise<string> {
    const token = newFeedToken();
    await this.register.decide(actor, (state) =>
      decideIssueFeedToken({ tokenHash: hashFeedToken(token) }, state),
    );
    return token;
  }
}
