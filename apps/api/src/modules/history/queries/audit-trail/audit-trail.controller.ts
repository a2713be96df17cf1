import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { AUDIT_RECORD_FILTERS, type AuditQuery, auditQuerySchema } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import type { Response } from 'express';
import { sendList } from '../../../../http/send-list';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { notFound } from '../../../../shared/domain-error';
import { ACCOUNTS, type AccountDocument } from '../../../accounts/projections/account.read-model';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { ACCOUNT_HISTORY } from '../../projections/record-history.read-model';
import { HistoryRowsReader } from '../history-rows.reader';

/**
 * `GET /api/audit`: every change of the signed-in account, newest first unless `order=asc`; or one record's
 * (`entityId`, `relationshipId`, `assetId`, `filingId`, `documentId`, `groupId`: at most one, another
 * account's is a 404), with the record history's filters and paging. `accountId` names whose trail: an
 * installation administrator may read any account's, everyone else only their own (another is a 404).
 */
@Controller('audit')
@UseGuards(AuthenticatedGuard)
export class AuditTrailController {
  constructor(
    private readonly history: HistoryRowsReader,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  @Get()
  async list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(auditQuerySchema, 'query')) query: AuditQuery,
    @Res() response: Response,
  ): Promise<void> {
    const accountId = await this.accountOf(actor, query.accountId);
    let key = ACCOUNT_HISTORY;
    for (const [filter, type] of Object.entries(AUDIT_RECORD_FILTERS)) {
      const recordId = query[filter as keyof typeof AUDIT_RECORD_FILTERS];
      if (recordId !== undefined) key = await this.history.recordKeyOf(accountId, type, recordId);
    }
    return sendList(response, this.history.page(accountId, key, query));
  }

  private async accountOf(actor: Actor, asked: number | undefined): Promise<number> {
    if (asked === undefined || asked === actor.accountId) return actor.accountId;
    if (actor.role !== 'admin') throw notFound('Account');
    const account = await this.readStore.get<AccountDocument>(ACCOUNTS, String(asked));
    if (!account) throw notFound('Account');
    return asked;
  }
}
