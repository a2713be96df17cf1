import {
  Body,
  Controller,
  HttpCode,
  Post,
  Query,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import type { BodsImportResult } from '@ledgerline/contracts';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import { z } from 'zod';
import { ZodValidationPipe } from '../../../http/zod-validation.pipe';
import type { Actor } from '../../../shared/actor';
import { DomainError } from '../../../shared/domain-error';
import { AuthenticatedGuard } from '../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../identity/auth/current-actor.decorator';
import { ImportBodsCommand } from './import-bods.command';

/** A BODS file up to 10 MiB as an upload; a JSON body stays under the API's 1 MiB limit. */
export const MAX_BODS_FILE_BYTES = 10 * 1024 * 1024;

const importQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { message: "dryRun must be 'true' or 'false'" })
    .optional()
    .transform((value) => value === 'true'),
});

const notAnArray = (field: string, why: string) =>
  new DomainError('invalid', 'BODS.NOT_AN_ARRAY', `A BODS 0.4 file is a JSON array of statements: ${why}`, [
    { field, message: why },
  ]);

function statementsOf(body: unknown, file: Express.Multer.File | undefined): unknown[] {
  if (file) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(file.buffer.toString('utf8').replace(/^\uFEFF/, ''));
    } catch {
      throw notAnArray('file', 'the file is not JSON');
    }
    if (!Array.isArray(parsed)) throw notAnArray('file', 'the file holds no array');
    return parsed;
  }
  if (!Array.isArray(body)) throw notAnArray('body', 'send the array as the JSON body or as the file part');
  return body;
}

/**
 * `POST /api/import/bods[?dryRun=true]` (docs/decisions/0030): the preview (records to create, to match, problems
 * per statement), or the import itself as ordinary register events, all or nothing.
 */
@Controller('import')
@UseGuards(AuthenticatedGuard)
export class ImportBodsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('bods')
  @HttpCode(200)
  @UseInterceptors(
    FileInterceptor('file', {
      storage: memoryStorage(),
      limits: { fileSize: MAX_BODS_FILE_BYTES, files: 1 },
    }),
  )
  async import(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(importQuery, 'query')) { dryRun }: z.output<typeof importQuery>,
    @Body() body: unknown,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BodsImportResult> {
    const result = await this.commands.execute(
      new ImportBodsCommand(actor, statementsOf(body, file), dryRun),
    );
    if (result.applied) response.status(201);
    return result;
  }
}
