import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { SearchHitView } from '@ledgerline/contracts';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { RecordSearchReader } from './record-search.reader';
import { type SearchRecordsQuery, searchRecordsQuery } from './search-records.query';

/** The top bar's search (docs/api-lists.md): companies, individuals, trusts, relationships, assets, groups. */
@Controller('search')
@UseGuards(AuthenticatedGuard)
export class SearchRecordsController {
  constructor(private readonly records: RecordSearchReader) {}

  @Get()
  search(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(searchRecordsQuery, 'query')) query: SearchRecordsQuery,
  ): Promise<SearchHitView[]> {
    return this.records.search(actor.accountId, query);
  }
}
