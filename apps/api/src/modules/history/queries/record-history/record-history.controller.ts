import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import {
  type HistoryRecordType,
  idParam,
  type RecordHistoryQuery,
  recordHistoryQuerySchema,
} from '@ledgerline/contracts';
import type { Response } from 'express';
import { sendList } from '../../../../http/send-list';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { HistoryRowsReader } from '../history-rows.reader';

const id = new ZodValidationPipe(idParam, 'param', 'id');
const query = new ZodValidationPipe(recordHistoryQuerySchema, 'query');

/**
 * `GET /api/{records}/{id}/history`: every change of one record (an entity's also those of the records linking
 * it), newest first unless `order=asc`; paged, filtered by `from`/`to` (recorded), `kind`, `actorId` and
 * `recordType`; the total in X-Total-Count. A removed record keeps its history; another account's is a 404.
 */
@Controller()
@UseGuards(AuthenticatedGuard)
export class RecordHistoryController {
  constructor(private readonly history: HistoryRowsReader) {}

  @Get('entities/:id/history')
  entity(
    @CurrentActor() actor: Actor,
    @Param('id', id) recordId: number,
    @Query(query) filters: RecordHistoryQuery,
    @Res() response: Response,
  ): Promise<void> {
    return this.send(response, actor, 'entity', recordId, filters);
  }

  @Get('relationships/:id/history')
  relationship(
    @CurrentActor() actor: Actor,
    @Param('id', id) recordId: number,
    @Query(query) filters: RecordHistoryQuery,
    @Res() response: Response,
  ): Promise<void> {
    return this.send(response, actor, 'relationship', recordId, filters);
  }

  @Get('assets/:id/history')
  asset(
    @CurrentActor() actor: Actor,
    @Param('id', id) recordId: number,
    @Query(query) filters: RecordHistoryQuery,
    @Res() response: Response,
  ): Promise<void> {
    return this.send(response, actor, 'asset', recordId, filters);
  }

  @Get('compliance/filing-requirements/:id/history')
  filing(
    @CurrentActor() actor: Actor,
    @Param('id', id) recordId: number,
    @Query(query) filters: RecordHistoryQuery,
    @Res() response: Response,
  ): Promise<void> {
    return this.send(response, actor, 'filing', recordId, filters);
  }

  @Get('compliance/files/:id/history')
  document(
    @CurrentActor() actor: Actor,
    @Param('id', id) recordId: number,
    @Query(query) filters: RecordHistoryQuery,
    @Res() response: Response,
  ): Promise<void> {
    return this.send(response, actor, 'document', recordId, filters);
  }

  @Get('groups/:id/history')
  group(
    @CurrentActor() actor: Actor,
    @Param('id', id) recordId: number,
    @Query(query) filters: RecordHistoryQuery,
    @Res() response: Response,
  ): Promise<void> {
    return this.send(response, actor, 'group', recordId, filters);
  }

  private async send(
    response: Response,
    actor: Actor,
    type: HistoryRecordType,
    recordId: number,
    filters: RecordHistoryQuery,
  ): Promise<void> {
    const key = await this.history.recordKeyOf(actor.accountId, type, recordId);
    return sendList(response, this.history.page(actor.accountId, key, filters));
  }
}
