import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DeadlinesModule } from '../deadlines/deadlines.module';
import { RegisterReadModule } from '../register-read.module';
import { CreateFilingHandler } from './commands/create-filing/create-filing.handler';
import { DeleteFilingHandler } from './commands/delete-filing/delete-filing.handler';
import { UpdateFilingHandler } from './commands/update-filing/update-filing.handler';
import { EntityFilingsController } from './entity-filings.controller';
import { FilingsController } from './filings.controller';
import { FilingsReader } from './queries/filings.reader';
import { FilingListReader } from './queries/list-filings/filing-list.reader';

@Module({
  imports: [CqrsModule, RegisterReadModule, DeadlinesModule],
  controllers: [FilingsController, EntityFilingsController],
  providers: [FilingsReader, FilingListReader, CreateFilingHandler, UpdateFilingHandler, DeleteFilingHandler],
  exports: [FilingsReader],
})
export class FilingsModule {}
