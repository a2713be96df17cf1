import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { type AuditExportQuery, auditExportQuerySchema } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import type { Response } from 'express';
import { writeTexts } from '../../../http/write-texts';
import { ZodValidationPipe } from '../../../http/zod-validation.pipe';
import type { Actor } from '../../../shared/actor';
import { AccountDays } from '../../../shared/account-days';
import { AuthenticatedGuard } from '../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../identity/auth/current-actor.decorator';
import { BO_RESULTS } from '../../ownership/projections/beneficial-owner-results.projector';
import type { ExportLine } from '../audit-export-lines';
import { AuditExportBuilder } from './audit-export.builder';
import { csvHeaderRow, csvRow } from './audit-export.csv';
import { type RegisterOwner, auditExportPdf } from './audit-export.pdf';

/**
 * `GET /api/audit/export?entityId=&from=&to=&format=jsonl|csv|pdf`: the account's or one entity's changes with
 * their chain and the signed anchors (docs/decisions/0031); another account's entity is a 404.
 */
@Controller('audit/export')
@UseGuards(AuthenticatedGuard)
export class AuditExportController {
  constructor(
    private readonly exports: AuditExportBuilder,
    private readonly days: AccountDays,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  @Get()
  async export(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(auditExportQuerySchema, 'query')) query: AuditExportQuery,
    @Res() response: Response,
  ): Promise<void> {
    const built = await this.exports.build(actor.accountId, query);
    const format = query.format ?? 'jsonl';
    const name = `audit-${query.entityId === undefined ? 'account' : `entity-${query.entityId}`}-${built.header.generatedAt.slice(0, 10)}`;
    response.setHeader('Content-Disposition', `attachment; filename="${name}.${format}"`);
    if (format === 'pdf') {
      const owners = query.entityId === undefined ? null : await this.owners(actor.accountId, query.entityId);
      const entity = built.changes.find((c) => c.record.type === 'entity' && c.record.id === query.entityId);
      const title = `Audit trail: ${entity?.record.name ?? (query.entityId === undefined ? 'whole account' : `entity #${query.entityId}`)}`;
      const timeZone = await this.days.timeZone(actor.accountId);
      response.type('application/pdf');
      // After the first byte a failure can only cut the file (docs/decisions/0091).
      await auditExportPdf(
        { header: built.header, title, owners, changes: built.changes, timeZone },
        built.lines,
        response,
      ).catch((error: unknown) =>
        response.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return;
    }
    const encode = format === 'csv' ? csvRow : (line: ExportLine) => `${JSON.stringify(line)}\n`;
    response.type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson');
    async function* texts(): AsyncGenerator<string> {
      if (format === 'csv') yield csvHeaderRow();
      for await (const line of built.lines) yield encode(line);
    }
    await writeTexts(response, texts());
  }

  /** The company's or trust's current register, as the results projection holds it; null for an individual. */
  private async owners(accountId: number, entityId: number): Promise<RegisterOwner[] | null> {
    const result = await this.readStore.get<{ id: string; accountId: number; owners: RegisterOwner[] }>(
      BO_RESULTS,
      String(entityId),
    );
    return result && result.accountId === accountId ? result.owners : null;
  }
}
