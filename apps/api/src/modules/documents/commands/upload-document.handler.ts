import { createHash, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DocumentFields } from '@ledgerline/contracts';
import {
  DOCUMENT_STORAGE,
  type DocumentStorage,
} from '../../../infrastructure/documents/document-storage.port';
import { AccountRegisterService } from '../../../infrastructure/event-sourcing/account-register.service';
import type { Actor } from '../../../shared/actor';
import { decideUploadDocument } from '../domain/document.deciders';

export interface UploadedFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
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

/** Content is stored before the event is appended, so no event ever points at missing content. */
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
    const documentId = await this.register.nextId('document');
    const storageKey = `${actor.accountId}/${randomUUID()}`;
    await this.storage.save(storageKey, file.buffer);
    const content = {
      originalName: file.originalname.slice(0, 255),
      storageKey,
      mimeType: file.mimetype,
      size: file.size,
      sha256: createHash('sha256').update(file.buffer).digest('hex'),
    };
    await this.register.decide(actor, (state) =>
      decideUploadDocument({ documentId, entityId, content, fields, uploadedBy }, state),
    );
    return { documentId };
  }
}
