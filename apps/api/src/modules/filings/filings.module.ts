import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeadlinesModule } from '../deadlines/deadlines.module';
import { RegisterReadModule } from '../register-read.module';
import { CalendarFeedController } from './calendar-feed/calendar-feed.controller';
import { CalendarFeedReader } from './calendar-feed/calendar-feed.reader';
import { IssueFeedTokenHandler } from './calendar-feed/issue-feed-token/issue-feed-token.handler';
import { RevokeFeedTokenHandler } from './calendar-feed/revoke-feed-token/revoke-feed-token.handler';
import { CreateFilingHandler } from './commands/create-filing/create-filing.handler';
import { DeleteFilingHandler } from './commands/delete-filing/delete-filing.handler';
import { MarkFiledHandler } from './commands/mark-filed/mark-filed.handler';
import { ReopenFilingHandler } from './commands/reopen-filing/reopen-filing.handler';
import { UpdateFilingHandler } from './commands/update-filing/update-filing.handler';
import { EntityFilingsController } from './entity-filings.controller';
import { FilingsController } from './filings.controller';
import { FilingsReader } from './queries/filings.reader';
import { FilingListReader } from './queries/list-filings/filing-list.reader';

@Module({
  imports: [CqrsModule, RegisterReadModule, DeadlinesModule],
  controllers: [CalendarFeedController, FilingsController, EntityFilingsController],
  providers: [
    FilingsReader,
    FilingListReader,
    CreateFilingHandler,
    UpdateFilingHandler,
    DeleteFilingHandler,
    ReopenFilingHandler,
    MarkFiledHandler,
    CalendarFeedReader,
    IssueFeedTokenHandler,
    RevokeFeedTokenHandler,
  ],
  exports: [FilingsReader],
})
export class FilingsModule {}
