import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { AUDIT_RECORD_FILTERS, type AuditQuery, auditQuerySchema } from '@ledgerline/contracts';
import type { Response } from 'express';
import { sendList } from '../../../../http/send-list';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { ACCOUNT_HISTORY } from '../../projections/record-history.read-model';
import { HistoryRowsReader } from '../history-rows.reader';

/**
 * `GET /api/audit`: every change of the signed-in account, newest first unless `order=asc`; or one record's
 * (`entityId`, `relationshipId`, `assetId`, `filingId`, `documentId`, `groupId`: at most one, another
 * account's is a 404), with the record history's filters and paging.
 */
@Controller('audit')
@UseGuards(AuthenticatedGuard)
export class AuditTrailController {
  constructor(private readonly history: HistoryRowsReader) {}

  @Get()
  async list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(auditQuerySchema, 'query')) query: AuditQuery,
    @Res() response: Response,
  ): Promise<void> {
    let key = ACCOUNT_HISTORY;
    for (const [filter, type] of Object.entries(AUDIT_RECORD_FILTERS)) {
      const recordId = query[filter as keyof typeof AUDIT_RECORD_FILTERS];
      if (recordId !== undefined) key = await this.history.recordKeyOf(actor.accountId, type, recordId);
    }
    return sendList(response, this.history.page(actor.accountId, key, query));
  }
}
