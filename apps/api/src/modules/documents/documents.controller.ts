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
import {
  type DocumentStatistics,
  type DocumentView,
  documentFieldsSchema,
  idParam,
  optionalIdQuery,
  sentFields,
  updateDocumentSchema,
} from '@ledgerline/contracts';
import type { Response } from 'express';
import { z } from 'zod';
import { DomainError } from '../../shared/domain-error';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../../infrastructure/documents/document-storage.port';
import { sendList } from '../../http/send-list';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { EntityRegisterReader } from '../entities/queries/entity-register.reader';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { RemoveDocumentCommand, UpdateDocumentCommand } from './commands/change-document.handler';
import { EraseDocumentFileCommand } from './commands/erase-document-file.handler';
import { type UploadedFile as File, UploadDocumentCommand } from './commands/upload-document.handler';
import { DocumentUploadInterceptor } from './document-upload.interceptor';
import { DocumentsReader } from './documents.reader';
import { DocumentListReader } from './queries/list-documents/document-list.reader';
import {
  type ListDocumentsQuery,
  listDocumentsQuery,
  listEntityDocumentsQuery,
} from './queries/list-documents/list-documents.query';
import { missingFile } from './upload-options';
import { isStoreOutage, STORE_OUTAGE_ANSWER, STORE_RETRY_AFTER_SECONDS } from '../../http/store-outage';
import { setDownloadName } from '../../http/download-name';

const id = (name: string) => new ZodValidationPipe(idParam, 'param', name);
const jsonObject = z.record(z.string(), z.unknown());
const entityQuery = z.object({ entityId: optionalIdQuery('entityId') });
const deleteQuery = z.object({
  erase: z.enum(['true', 'false'], { message: "erase must be 'true' or 'false'" }).optional(),
});

@Controller()
@UseGuards(AuthenticatedGuard)
export class DocumentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly documents: DocumentsReader,
    private readonly documentList: DocumentListReader,
    private readonly entities: EntityRegisterReader,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  /** One entity's files, newest first; pages like the files list. */
  @Get('entities/:id/files')
  ofEntity(
    @CurrentActor() actor: Actor,
    @Param('id', id('id')) entityId: number,
    @Query(new ZodValidationPipe(listEntityDocumentsQuery, 'query'))
    query: z.output<typeof listEntityDocumentsQuery>,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.documentList.list(actor.accountId, { ...query, entityId }));
  }

  @Post('entities/:id/files')
  @HttpCode(201)
  @UseInterceptors(DocumentUploadInterceptor)
  uploadForEntity(
    @CurrentActor() actor: Actor,
    @Param('id', id('id')) entityId: number,
    @UploadedFile() file: File | undefined,
    @Body() body: unknown,
  ) {
    return this.upload(actor, entityId, file, body);
  }

  /** Paged, sorted, filtered and searched on the server (docs/api-lists.md); every file without `limit`. */
  @Get('compliance/files')
  list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listDocumentsQuery, 'query')) query: ListDocumentsQuery,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.documentList.list(actor.accountId, query));
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
  @UseInterceptors(DocumentUploadInterceptor)
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
    setDownloadName(response, doc.originalName);
    response.setHeader('Content-Type', doc.mimeType);
    this.storage
      .open(doc.storageKey)
      .on('error', (error) => {
        if (response.headersSent) return response.destroy();
        response.removeHeader('Content-Disposition');
        response.removeHeader('Content-Type');
        // Gone is a 404; a store that cannot be read now (permissions, a disk fault) is a 503 to retry.
        if (isStoreOutage(error) && (error as { code?: string }).code !== 'ENOENT') {
          response.setHeader('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
          return response.status(503).json(STORE_OUTAGE_ANSWER);
        }
        response.status(404).json({ message: 'The file of this document is missing from storage' });
      })
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

  /** Removes the record; `?erase=true` erases the file of a removed one whose retention period is over. */
  @Delete('compliance/files/:id')
  async remove(
    @CurrentActor() actor: Actor,
    @Param('id', id('id')) documentId: number,
    @Query(new ZodValidationPipe(deleteQuery, 'query')) query: z.output<typeof deleteQuery>,
  ): Promise<{ message: string }> {
    if (query.erase === 'true') {
      await this.commands.execute(new EraseDocumentFileCommand(actor, documentId));
      return { message: 'The file of this document was erased' };
    }
    const { keptFor } = await this.commands.execute(new RemoveDocumentCommand(actor, documentId));
    return { message: `Document deleted; its file is kept ${keptFor} (retention)` };
  }

  private async upload(
    actor: Actor,
    entityId: number,
    file: File | undefined,
    body: unknown,
  ): Promise<DocumentView> {
    if (!file) throw missingFile();
    if (file.size === 0)
      throw new DomainError('invalid', 'DOCUMENT.EMPTY', 'The file is empty', [
        { field: 'file', message: 'The file is empty' },
      ]);
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
