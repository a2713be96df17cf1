import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DiskDocumentStorage } from '../../infrastructure/documents/disk-document-storage.adapter';
import { DOCUMENT_STORAGE } from '../../infrastructure/documents/document-storage.port';
import { RegisterReadModule } from '../register-read.module';
import { RemoveDocumentHandler, UpdateDocumentHandler } from './commands/change-document.handler';
import { UploadDocumentHandler } from './commands/upload-document.handler';
import { DocumentsController } from './documents.controller';
import { DocumentsReader } from './documents.reader';
import { DocumentListReader } from './queries/list-documents/document-list.reader';

@Module({
  imports: [CqrsModule, RegisterReadModule],
  controllers: [DocumentsController],
  providers: [
    {
      provide: DOCUMENT_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new DiskDocumentStorage(config.dataDir),
    },
    DocumentsReader,
    DocumentListReader,
    UploadDocumentHandler,
    UpdateDocumentHandler,
    RemoveDocumentHandler,
  ],
  exports: [DocumentsReader],
})
export class DocumentsModule {}
