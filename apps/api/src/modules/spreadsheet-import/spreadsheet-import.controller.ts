import {
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  IMPORT_FORMATS,
  type ImportJobView,
  type ImportKind,
  importKindSchema,
  type SpreadsheetImportReport,
} from '@ledgerline/contracts';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import { z } from 'zod';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { notFound } from '../../shared/domain-error';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { ImportJobStore } from './jobs/import-job.store';
import { importJobView, importReportCsv } from './jobs/import-job.view';
import { SpreadsheetImportService } from './spreadsheet-import.service';
import { badFile, MAX_SPREADSHEET_BYTES } from './spreadsheet-reader';
import { importTemplate, templateContentType } from './templates/import-template';

const templateQuery = z.object({
  format: z.enum(IMPORT_FORMATS, { message: "format must be 'csv' or 'xlsx'" }).default('csv'),
});
const importQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { message: "dryRun must be 'true' or 'false'" })
    .optional()
    .transform((value) => value === 'true'),
});

const uploaded = (file: Express.Multer.File | undefined) => {
  if (!file) throw badFile("Attach the spreadsheet as the multipart part 'file'", 'IMPORT.NO_FILE');
  return { name: file.originalname, bytes: file.buffer };
};

/** Spreadsheet import (docs/decisions/0043): templates, dry run, background jobs. */
@Controller('import')
@UseGuards(AuthenticatedGuard)
export class SpreadsheetImportController {
  constructor(
    private readonly imports: SpreadsheetImportService,
    private readonly jobs: ImportJobStore,
  ) {}

  @Get('templates/:kind')
  async template(
    @Param('kind', new ZodValidationPipe(importKindSchema, 'param', 'kind')) kind: ImportKind,
    @Query(new ZodValidationPipe(templateQuery, 'query')) { format }: z.output<typeof templateQuery>,
    @Res() response: Response,
  ): Promise<void> {
    response
      .type(templateContentType(format))
      .attachment(`ledgerline-${kind}-template.${format}`)
      .send(await importTemplate(kind, format));
  }

  @Post(':kind')
  @HttpCode(200)
  @UseInterceptors(
    FileInterceptor('file', {
      storage: memoryStorage(),
      limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1 },
    }),
  )
  async import(
    @CurrentActor() actor: Actor,
    @Param('kind', new ZodValidationPipe(importKindSchema, 'param', 'kind')) kind: ImportKind,
    @Query(new ZodValidationPipe(importQuery, 'query')) { dryRun }: z.output<typeof importQuery>,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SpreadsheetImportReport | { jobId: string }> {
    if (dryRun) return this.imports.dryRun(actor, kind, uploaded(file));
    response.status(202);
    return this.imports.apply(actor, kind, uploaded(file));
  }

  @Get('jobs/:jobId')
  job(@CurrentActor() actor: Actor, @Param('jobId') jobId: string): ImportJobView {
    const job = this.jobs.find(jobId, actor.accountId);
    if (!job) throw notFound('Import job');
    return importJobView(job);
  }

  @Get('jobs/:jobId/report')
  report(@CurrentActor() actor: Actor, @Param('jobId') jobId: string, @Res() response: Response): void {
    const job = this.jobs.find(jobId, actor.accountId);
    if (!job) throw notFound('Import job');
    response
      .type('text/csv; charset=utf-8')
      .attachment(`ledgerline-import-${job.kind}-report.csv`)
      .send(`\uFEFF${importReportCsv(job)}`);
  }
}
