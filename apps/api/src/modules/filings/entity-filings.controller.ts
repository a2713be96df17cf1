import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { idParam } from '@ledgerline/contracts';
import type { Response } from 'express';
import type { z } from 'zod';
import { sendList } from '../../http/send-list';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { FilingListReader } from './queries/list-filings/filing-list.reader';
import { listEntityFilingsQuery } from './queries/list-filings/list-filings.query';

@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class EntityFilingsController {
  constructor(private readonly filingList: FilingListReader) {}

  /** One entity's filings, soonest due first; pages like the filings list. */
  @Get(':id/filings')
  list(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParam, 'param', 'id')) entityId: number,
    @Query(new ZodValidationPipe(listEntityFilingsQuery, 'query'))
    query: z.output<typeof listEntityFilingsQuery>,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.filingList.list(actor.accountId, { ...query, entityId }));
  }
}
