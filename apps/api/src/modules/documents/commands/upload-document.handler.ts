import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type DocumentFields, visibleText } from '@ledgerline/contracts';
import {
  DOCUMENT_STORAGE,
  type DocumentStorage,
} from '../../../infrastructure/documents/document-storage.port';
import { inspectUpload } from '../../../infrastructure/documents/inspect-upload';
import { AccountRegisterService } from '../../../infrastructure/event-sourcing/account-register.service';
import type { Actor } from '../../../shared/actor';
import { DomainError } from '../../../shared/domain-error';
import { documentTypeOf } from '../domain/document-content-type';
import { decideUploadDocument } from '../domain/document.deciders';

/** What multer's disk storage hands over: the upload is a file in the storage's incoming folder. */
export interface UploadedFile {
  originalname: string;
  mimetype: string;
  size: number;
  path: string;
}

export class UploadDocumentCommand extends Command<{ documentId: number }> {
  constructor(
    readonly actor: Actor,
    readonly entityId: number,
    readonly file: UploadedFile,
    readonly fields: DocumentFields,
    readonly uploadedBy: string,
  ) {
    super();
  }
}

/**
 * Content is stored before the event is appended, so no event ever points at missing content; when the
 * decision refuses (plan caps, quota, entity gone) the stored content is erased again. The temporary file
 * is removed by the route's cleanup whatever happens.
 */
@CommandHandler(UploadDocumentCommand)
export class UploadDocumentHandler implements ICommandHandler<UploadDocumentCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async execute({
    actor,
    entityId,
    file,
    fields,
    uploadedBy,
  }: UploadDocumentCommand): Promise<{ documentId: number }> {
    // A direction override would show 'invoice\u202Efdp.exe' as 'invoiceexe.pdf': the name keeps what is seen.
    const originalName = visibleText(file.originalname).slice(0, 255) || 'document';
    const inspected = await inspectUpload(file.path);
    const mimeType = documentTypeOf({ declared: file.mimetype, ...inspected }, originalName);
    const documentId = await this.register.nextId('document');
    const storageKey = `${actor.accountId}/${randomUUID()}`;
    await this.storage.saveFile(storageKey, file.path);
    const content = { originalName, storageKey, mimeType, size: inspected.size, sha256: inspected.sha256 };
    try {
      await this.register.decide(actor, (state) =>
        decideUploadDocument({ documentId, entityId, content, fields, uploadedBy }, state),
      );
    } catch (error) {
      // Only a refusal is certain to have appended nothing; after any other failure the event may exist.
      if (error instanceof DomainError) await this.storage.erase(storageKey);
      throw error;
    }
    return { documentId };
  }
}
