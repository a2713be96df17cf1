import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { CalendarFeedReader } from '../calendar-feed.reader';
import { decideRevokeFeedToken } from '../feed-token';
import { RevokeFeedTokenCommand } from './revoke-feed-token.command';

@CommandHandler(RevokeFeedTokenCommand)
export class RevokeFeedTokenHandler implements ICommandHandler<RevokeFeedTokenCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    private readonly feeds: CalendarFeedReader,
  ) {}

  async execute({ actor }: RevokeFeedTokenCommand): Promise<void> {
    const active = await this.feeds.hasFeed(actor.accountId);
    await this.register.decide(actor, (state) => decideRevokeFeedToken({ active }, state));
  }
}
