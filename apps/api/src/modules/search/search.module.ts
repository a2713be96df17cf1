import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { RecordSearchReader } from './queries/search-records/record-search.reader';
import { SearchRecordsController } from './queries/search-records/search-records.controller';

@Module({
  imports: [IdentityModule],
  controllers: [SearchRecordsController],
  providers: [RecordSearchReader],
})
export class SearchModule {}
