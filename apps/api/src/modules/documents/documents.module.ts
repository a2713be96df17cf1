import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DiskDocumentStorage } from '../../infrastructure/documents/disk-document-storage.adapter';
import { DOCUMENT_STORAGE } from '../../infrastructure/documents/document-storage.port';
import { RegisterReadModule } from '../register-read.module';
import { RemoveDocumentHandler, UpdateDocumentHandler } from './commands/change-document.handler';
import { EraseDocumentFileHandler } from './commands/erase-document-file.handler';
import { UploadDocumentHandler } from './commands/upload-document.handler';
import { DocumentUploadInterceptor } from './document-upload.interceptor';
import { DocumentsController } from './documents.controller';
import { DocumentsReader } from './documents.reader';
import { DocumentListReader } from './queries/list-documents/document-list.reader';

/** An upload in the incoming folder this old was left by a process that stopped while receiving it. */
const INCOMING_LEFTOVER_MS = 60 * 60_000;

@Module({
  imports: [CqrsModule, RegisterReadModule],
  controllers: [DocumentsController],
  providers: [
    {
      provide: DOCUMENT_STORAGE,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const storage = new DiskDocumentStorage(config.dataDir);
        await storage.sweepIncoming(INCOMING_LEFTOVER_MS);
        return storage;
      },
    },
    DocumentUploadInterceptor,
    DocumentsReader,
    DocumentListReader,
    UploadDocumentHandler,
    UpdateDocumentHandler,
    RemoveDocumentHandler,
    EraseDocumentFileHandler,
  ],
  exports: [DocumentsReader, DOCUMENT_STORAGE],
})
export class DocumentsModule {}
