import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
  Inject,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  type DocumentStatistics,
  type DocumentView,
  documentFieldsSchema,
  idParam,
  sentFields,
  updateDocumentSchema,
} from '@ledgerline/contracts';
import type { Response } from 'express';
import { z } from 'zod';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../../infrastructure/documents/document-storage.port';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { EntityRegisterReader } from '../entities/queries/entity-register.reader';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { RemoveDocumentCommand, UpdateDocumentCommand } from './commands/change-document.handler';
import { type UploadedFile as File, UploadDocumentCommand } from './commands/upload-document.handler';
import { DocumentsReader } from './documents.reader';
import { missingFile, uploadOptions } from './upload-options';

const id = (name: string) => new ZodValidationPipe(idParam, 'param', name);
const jsonObject = z.record(z.string(), z.unknown());
const entityQuery = z.object({ entityId: idParam.optional() });

@Controller()
@UseGuards(AuthenticatedGuard)
export class DocumentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly documents: DocumentsReader,
    private readonly entities: EntityRegisterReader,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  @Get('entities/:id/files')
  async ofEntity(
    @CurrentActor() actor: Actor,
    @Param('id', id('id')) entityId: number,
  ): Promise<DocumentView[]> {
    await this.entities.entity(actor.accountId, entityId);
    return this.documents.list(actor.accountId, entityId);
  }

  @Post('entities/:id/files')
  @HttpCode(201)
  @UseInterceptors(FileInterceptor('file', uploadOptions))
  uploadForEntity(
    @CurrentActor() actor: Actor,
    @Param('id', id('id')) entityId: number,
    @UploadedFile() file: File | undefined,
    @Body() body: unknown,
  ) {
    return this.upload(actor, entityId, file, body);
  }

  @Get('compliance/files')
  async list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(entityQuery, 'query')) query: z.output<typeof entityQuery>,
  ): Promise<DocumentView[]> {
    if (query.entityId) await this.entities.entity(actor.accountId, query.entityId);
    return this.documents.list(actor.accountId, query.entityId);
  }

  @Get('compliance/files/stats')
  async stats(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(entityQuery, 'query')) query: z.output<typeof entityQuery>,
  ): Promise<DocumentStatistics> {
    if (query.entityId) await this.entities.entity(actor.accountId, query.entityId);
    return this.documents.statistics(actor.accountId, query.entityId);
  }

  @Post('compliance/files')
  @HttpCode(201)
  @UseInterceptors(FileInterceptor('file', uploadOptions))
  uploadWithEntity(
    @CurrentActor() actor: Actor,
    @UploadedFile() file: File | undefined,
    @Body() body: Record<string, unknown>,
  ) {
    const { entityId } = new ZodValidationPipe(z.object({ entityId: idParam }), 'body').transform(body ?? {});
    return this.upload(actor, entityId, file, body);
  }

  @Get('compliance/files/:id/download')
  async download(
    @CurrentActor() actor: Actor,
    @Param('id', id('id')) documentId: number,
    @Res() response: Response,
  ): Promise<void> {
    const doc = await this.documents.stored(actor.accountId, documentId);
    response.setHeader('Content-Type', doc.mimeType);
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="${encodeURIComponent(doc.originalName)}"`,
    );
    this.storage
      .open(doc.storageKey)
      .on('error', () => response.destroy())
      .pipe(response);
  }

  @Patch('compliance/files/:id')
  async update(
    @CurrentActor() actor: Actor,
    @Param('id', id('id')) documentId: number,
    @Body(new ZodValidationPipe(jsonObject)) body: Record<string, unknown>,
  ): Promise<DocumentView> {
    const parsed = new ZodValidationPipe(updateDocumentSchema).transform(body);
    await this.documents.get(actor.accountId, documentId);
    await this.commands.execute(
      new UpdateDocumentCommand(actor, documentId, sentFields(parsed as Record<string, unknown>, body)),
    );
    return this.documents.get(actor.accountId, documentId);
  }

  @Delete('compliance/files/:id')
  async remove(
    @CurrentActor() actor: Actor,
    @Param('id', id('id')) documentId: number,
  ): Promise<{ message: string }> {
    await this.commands.execute(new RemoveDocumentCommand(actor, documentId));
    return { message: 'Document deleted' };
  }

  private async upload(
    actor: Actor,
    entityId: number,
    file: File | undefined,
    body: unknown,
  ): Promise<DocumentView> {
    if (!file) throw missingFile();
    await this.entities.entity(actor.accountId, entityId);
    const { entityId: _e, ...fieldsBody } = (body ?? {}) as Record<string, unknown>;
    const fields = new ZodValidationPipe(documentFieldsSchema).transform(fieldsBody);
    const uploadedBy = String(actor.userId);
    const { documentId } = await this.commands.execute(
      new UploadDocumentCommand(actor, entityId, file, fields, uploadedBy),
    );
    return this.documents.get(actor.accountId, documentId);
  }
}
